//! `Clone` written out field by field, for the states a search samples once an iteration:
//! `clone_from` then reuses their lists instead of allocating new ones.

/// `Clone` for `$t`, each field cloned (`clone_from` into the field for `clone_from`). Every
/// field is named, and the source is taken apart without `..`, so a field added to the struct
/// and not here does not compile.
macro_rules! clone_field_by_field {
    ($t:ident { $($f:ident),* $(,)? }) => {
        impl Clone for $t {
            // Every field alike, so that a field's type may change without touching this.
            #[allow(clippy::clone_on_copy)]
            fn clone(&self) -> Self {
                $t { $($f: self.$f.clone()),* }
            }

            fn clone_from(&mut self, source: &Self) {
                let $t { $($f),* } = source;
                $(self.$f.clone_from($f);)*
            }
        }
    };
}

pub(crate) use clone_field_by_field;
