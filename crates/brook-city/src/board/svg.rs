//! The board as an SVG picture (`tabletop board --game brook-city --svg FILE`): spaces, streets
//! with their intersections, locations with their names and numbered spaces, The Jersey's water
//! areas with the blue lines between them, and the figures and tokens of a position.

use std::fmt::Write;

use super::{Area, HEIGHT, WIDTH, board, xy};
use crate::ids::Space;

/// What stands on the board, for the picture.
#[derive(Clone, Debug, Default)]
pub struct Figures {
    /// Cops on foot: (space, cop number).
    pub cops: Vec<(Space, u8)>,
    /// Vehicles: (space, label, driven by a cop).
    pub vehicles: Vec<(Space, String, bool)>,
    pub crew: Vec<Space>,
    pub suspects: Vec<Space>,
    /// Clue tokens (active or not) and the lead token.
    pub clues: Vec<(Space, bool)>,
    pub lead: Option<Space>,
}

const CELL: usize = 40;

fn centre(s: Space) -> (usize, usize) {
    let (x, y) = xy(s);
    (x * CELL + CELL / 2, y * CELL + CELL / 2)
}

/// Location fill colours, by location (muted, readable under white text).
const TINTS: [&str; 15] = [
    "#4f7d4a", "#6b5b8c", "#8c5b6b", "#8c7a4f", "#3f6f8c", "#8c4f4f", "#2f4f7f", "#7f3f6f",
    "#6f6f3f", "#3f7f6f", "#6f4f2f", "#5f5f7f", "#7f6f5f", "#5f7f3f", "#2f6f7f",
];

pub fn render(figures: &Figures) -> String {
    let b = board();
    let (w, h) = (WIDTH * CELL, HEIGHT * CELL);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" font-family="DejaVu Sans, sans-serif">"##
    );
    let _ = writeln!(out, r##"<rect width="{w}" height="{h}" fill="#1d2128"/>"##);
    for s in 0..(WIDTH * HEIGHT) as Space {
        let (x, y) = xy(s);
        let fill = match b.area(s) {
            Area::Open => "#2b3038",
            Area::Street(id) if b.streets[id as usize].intersection => "#5a5f66",
            Area::Street(_) => "#4a4e55",
            Area::Location(p) => TINTS[p.index()],
            Area::Water(_) => "#1f4f80",
        };
        let _ = writeln!(
            out,
            r##"<rect x="{}" y="{}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#15181d" stroke-width="1"/>"##,
            x * CELL,
            y * CELL
        );
    }
    // Each street's 2x2 outline (black border), and a lane mark.
    for st in &b.streets {
        let (x, y) = xy(st.spaces[0]);
        let _ = writeln!(
            out,
            r##"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="#000" stroke-width="3"/>"##,
            x * CELL + 1,
            y * CELL + 1,
            CELL * 2 - 2,
            CELL * 2 - 2
        );
    }
    // Blue lines between water areas.
    for s in 0..(WIDTH * HEIGHT) as Space {
        let Some(a) = b.water_of(s) else { continue };
        let (x, y) = xy(s);
        if y + 1 < HEIGHT
            && let Some(below) = b.water_of(s + WIDTH as Space)
            && below != a
        {
            let _ = writeln!(
                out,
                r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#8fd3ff" stroke-width="4"/>"##,
                x * CELL,
                (y + 1) * CELL,
                (x + 1) * CELL,
                (y + 1) * CELL
            );
        }
    }
    for l in &b.locations {
        for (i, &s) in l.spaces.iter().enumerate() {
            let (x, y) = xy(s);
            let _ = writeln!(
                out,
                r##"<text x="{}" y="{}" font-size="9" fill="#ffffffaa">{}</text>"##,
                x * CELL + 3,
                y * CELL + 11,
                i + 1
            );
        }
        let (min_x, min_y) = l.spaces.iter().map(|&s| xy(s)).min().unwrap_or((0, 0));
        let (max_x, max_y) = l.spaces.iter().map(|&s| xy(s)).max().unwrap_or((0, 0));
        let (cx, cy) = (
            (min_x + max_x + 1) * CELL / 2,
            (min_y + max_y + 1) * CELL / 2,
        );
        let size = if max_x - min_x < 2 { 10 } else { 13 };
        let _ = writeln!(
            out,
            r##"<text x="{cx}" y="{cy}" font-size="{size}" font-weight="bold" fill="#fff" text-anchor="middle" stroke="#000" stroke-width="3" paint-order="stroke">{}</text>"##,
            escape(l.name)
        );
    }
    for wa in &b.water {
        let (min_x, min_y) = wa.spaces.iter().map(|&s| xy(s)).min().unwrap_or((0, 0));
        let _ = writeln!(
            out,
            r##"<text x="{}" y="{}" font-size="11" fill="#cfe9ff" font-style="italic">{}</text>"##,
            min_x * CELL + 4,
            min_y * CELL + 24,
            escape(wa.name)
        );
    }
    for &(s, active) in &figures.clues {
        let (cx, cy) = centre(s);
        let fill = if active { "#ffd34d" } else { "#777" };
        let _ = writeln!(
            out,
            r##"<rect x="{}" y="{}" width="16" height="16" fill="{fill}" stroke="#000" transform="rotate(45 {cx} {cy})"/>"##,
            cx - 8,
            cy - 8
        );
    }
    if let Some(s) = figures.lead {
        let (cx, cy) = centre(s);
        let _ = writeln!(
            out,
            r##"<circle cx="{cx}" cy="{cy}" r="9" fill="#ffffff" stroke="#000" stroke-width="2"/><text x="{cx}" y="{}" font-size="11" text-anchor="middle">L</text>"##,
            cy + 4
        );
    }
    for &s in &figures.crew {
        let (cx, cy) = centre(s);
        let _ = writeln!(
            out,
            r##"<circle cx="{cx}" cy="{cy}" r="12" fill="#c0392b" stroke="#000" stroke-width="2"/>"##
        );
    }
    for &s in &figures.suspects {
        let (cx, cy) = centre(s);
        let _ = writeln!(
            out,
            r##"<circle cx="{cx}" cy="{cy}" r="15" fill="#111" stroke="#e74c3c" stroke-width="4"/>"##
        );
    }
    for (s, label, driven) in &figures.vehicles {
        let (cx, cy) = centre(*s);
        let stroke = if *driven { "#ffd34d" } else { "#000" };
        let _ = writeln!(
            out,
            r##"<rect x="{}" y="{}" width="30" height="20" rx="5" fill="#dfe6ee" stroke="{stroke}" stroke-width="3"/><text x="{cx}" y="{}" font-size="10" text-anchor="middle">{}</text>"##,
            cx - 15,
            cy - 10,
            cy + 4,
            escape(label)
        );
    }
    for &(s, cop) in &figures.cops {
        let (cx, cy) = centre(s);
        let _ = writeln!(
            out,
            r##"<circle cx="{cx}" cy="{cy}" r="14" fill="#2e86de" stroke="#fff" stroke-width="3"/><text x="{cx}" y="{}" font-size="13" font-weight="bold" fill="#fff" text-anchor="middle">{}</text>"##,
            cy + 5,
            cop + 1
        );
    }
    out.push_str("</svg>\n");
    out
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
