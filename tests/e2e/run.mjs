// End-to-end suite: the built Tauri app under Xvfb, driven by tauri-driver + WebKitWebDriver.
// Run from the repo root with `npm run e2e` after building the app
// (`cargo build --release -p escape-plan-app --features custom-protocol`).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import net from "node:net";
import { remote } from "webdriverio";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const app = process.env.E2E_APP ?? join(root, "target/release/escape-plan");
const shots = join(root, "target/e2e-screenshots");

// Re-run under a virtual display when there is none (CI).
if (!process.env.DISPLAY) {
  const r = spawnSync(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1440x1024x24", process.execPath, fileURLToPath(import.meta.url)],
    { stdio: "inherit" },
  );
  process.exit(r.status ?? 1);
}
if (!existsSync(app)) {
  console.error(`e2e: the app binary ${app} is missing: build it first (see README).`);
  process.exit(1);
}
mkdirSync(shots, { recursive: true });
// Saves of this run only: never a real profile; a relaunch sees the saves of the run before.
const dataHome = mkdtempSync(join(tmpdir(), "escape-plan-e2e-"));
process.env.XDG_DATA_HOME = dataHome;

const LAYOUTS = [
  ["phone", 390, 844],
  ["tablet", 1024, 768],
  ["tablet-large", 1366, 1024],
  ["desktop", 1440, 900],
];

function waitPort(port, ms) {
  const until = Date.now() + ms;
  return new Promise((ok, fail) => {
    const attempt = () => {
      const s = net.connect(port, "127.0.0.1");
      s.on("connect", () => { s.end(); ok(); });
      s.on("error", () => (Date.now() > until ? fail(new Error(`port ${port} closed`)) : setTimeout(attempt, 100)));
    };
    attempt();
  });
}

const driver = spawn("tauri-driver", ["--port", "4444", "--native-port", "4445"], {
  stdio: ["ignore", "inherit", "inherit"],
  env: process.env,
});
await waitPort(4444, 20000);

async function launch() {
  const b = await remote({
    hostname: "127.0.0.1",
    port: 4444,
    logLevel: "error",
    capabilities: {
      browserName: "wry",
      "wdio:enforceWebDriverClassic": true,
      "tauri:options": { application: app },
    },
  });
  await b.$('[data-testid="home"], [data-testid="game"]').waitForExist({ timeout: 20000 });
  return b;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Saves a screenshot; its file name ends in the language on screen ("-en", "-zh-Hant"). */
async function shot(b, name) {
  await sleep(400); // the first capture can be a frame old
  const lang = await b.execute(() => document.documentElement.lang || "en");
  await b.saveScreenshot(join(shots, `${name}-${lang}.png`));
}

/** Picks the app's language from the open screen's language menu. */
async function pickLanguage(b, locale) {
  const picker = await b.$('[data-testid="language"]');
  if (!(await picker.isExisting())) {
    await (await b.$('[data-testid="menu"]')).click();
  }
  await (await b.$('[data-testid="language"]')).selectByAttribute("value", locale);
  await b.waitUntil(async () => (await b.execute(() => document.documentElement.lang)) === locale, {
    timeout: 5000,
    timeoutMsg: `the app did not switch to ${locale}`,
  });
  await sleep(300);
}

async function setSize(b, w, h) {
  await b.setWindowSize(w, h);
  await sleep(300);
}

async function texts(b, sel) {
  const out = [];
  for (const el of await b.$$(sel)) out.push(await el.getText());
  return out;
}

async function attr(b, name) {
  const g = await b.$('[data-testid="game"]');
  return (await g.isExisting()) ? g.getAttribute(name) : null;
}

/** Starts a game from Home with the given controllers ("Human", "Easy", ...). */
async function newGame(b, controllers, seed, screenshots = false) {
  await (await b.$('[data-testid="home-new-game"]')).click();
  await b.$('[data-testid="setup"]').waitForExist({ timeout: 5000 });
  if (screenshots) {
    const [w0, h0] = [await b.execute(() => window.outerWidth), await b.execute(() => window.outerHeight)];
    for (const [name, w, h] of LAYOUTS) {
      await setSize(b, w, h);
      await shot(b, `setup-${name}-${w}x${h}`);
    }
    await setSize(b, w0, h0);
  }
  let rows = await b.$$('[data-testid="setup-seat"]');
  while (rows.length < controllers.length) {
    await (await b.$('[data-testid="setup-add-seat"]')).click();
    rows = await b.$$('[data-testid="setup-seat"]');
  }
  while (rows.length > controllers.length) {
    await (await b.$$('[data-testid="setup-remove-seat"]'))[rows.length - 1].click();
    rows = await b.$$('[data-testid="setup-seat"]');
  }
  for (let i = 0; i < controllers.length; i++) {
    const select = await rows[i].$('[data-testid="seat-controller"]');
    await select.selectByAttribute("value", controllers[i]);
  }
  await (await b.$('[data-testid="setup-seed"]')).setValue(seed);
  await (await b.$('[data-testid="setup-start"]')).click();
  await b.$('[data-testid="game"]').waitForExist({ timeout: 10000 });
}

/** A small seeded generator (the same run chooses the same way). */
function rng(seed) {
  let n = seed >>> 0;
  return (k) => {
    n = (Math.imul(n, 1664525) + 1013904223) >>> 0;
    return n % k;
  };
}

/** Chooses among the offered options of a human decision (a staged pick is confirmed). Returns
 * the text of the button tapped, or null when nothing could be tapped. */
async function chooseAmong(b, pick) {
  const confirm = await b.$('[data-testid="confirm"]');
  if ((await confirm.isExisting()) && (await confirm.isEnabled())) {
    await confirm.click();
    return "confirm";
  }
  const options = [];
  for (const el of await b.$$('[data-testid="choice"]')) {
    if ((await el.isDisplayed()) && (await el.isEnabled())) options.push(el);
  }
  if (!options.length) return null;
  const el = options[pick(options.length)];
  const text = (await el.getText()).trim();
  await el.click();
  return text;
}

/** Plays by choosing until `done()` or the time runs out; `onTap(text, prompt)` hears every tap. */
async function playUntil(b, done, ms, { onStep = async () => {}, onTap = async () => {}, seed = 1 } = {}) {
  const until = Date.now() + ms;
  const pick = rng(seed);
  let taps = 0;
  while (Date.now() < until) {
    if (await done()) return taps;
    await onStep();
    const decision = await attr(b, "data-decision");
    if (decision === "Human") {
      const prompt = await attr(b, "data-prompt");
      const text = await chooseAmong(b, pick);
      if (text != null) {
        taps++;
        await onTap(text, prompt);
      }
    } else if (decision === "PassTo") await (await b.$('[data-testid="handoff-take"]')).click();
    await sleep(60);
  }
  throw new Error(`timed out after ${taps} taps (day ${await attr(b, "data-day")}, ${await attr(b, "data-prompt")})`);
}

/** The Log tab's lines (newest first), opening the tab. */
async function logLines(b) {
  await (await b.$('[data-testid="tab-log"]')).click();
  // Read every line, scrolled into view or not.
  const read = () => b.execute(() => [...document.querySelectorAll('[data-testid="log"] li')].map((li) => li.textContent.trim()));
  await b.waitUntil(async () => !(await read()).includes("Loading…"), { timeout: 5000 });
  return read();
}

/** What a decision's title must say for its prompt (the decision panel names the question). */
const TITLES = {
  PlaceTile: /place a tile/,
  Action: /Rest, Move or Escape/,
  Avoid: /Avoid the officers/,
  Visit: /^Visit /,
  TurnEnd: /End of turn/,
  Unlock: /Unlock \d+ Asset/,
  MoveOfficer: /move an officer/,
  TakeContact: /Contact card/,
};

const results = [];
async function test(name, body) {
  const t0 = Date.now();
  try {
    await body();
    results.push([name, "ok", Date.now() - t0]);
    console.log(`ok   ${name} (${Date.now() - t0} ms)`);
  } catch (e) {
    results.push([name, "FAILED", Date.now() - t0]);
    console.log(`FAIL ${name}: ${e?.stack ?? e}`);
  }
}

let b = await launch();

await test("home screen at every layout: a new game can be started", async () => {
  for (const [name, w, h] of LAYOUTS) {
    await setSize(b, w, h);
    const start = await b.$('[data-testid="home-new-game"]');
    if (!(await start.isDisplayed())) throw new Error(`${name}: no New game button on screen`);
    if (!/New game/.test(await start.getText())) throw new Error(`${name}: the button reads "${await start.getText()}"`);
    if (!(await b.$('[data-testid="home-saves"]').isExisting())) throw new Error(`${name}: no saved-games list`);
    await shot(b, `home-${name}-${w}x${h}`);
  }
});

await test("solo with two bots: Day 1 played by choosing among the options", async () => {
  await setSize(b, 1440, 900);
  await newGame(b, ["Human", "Easy", "Easy"], "2024", true);
  // The two starting tiles are on the map before anyone places one.
  const startTiles = (await b.$$('[data-testid="map-tile"]')).length;
  if (startTiles !== 2) throw new Error(`${startTiles} tiles on the map at the start`);
  const expect = []; // log lines the human's choices must leave
  const taps = await playUntil(
    b,
    async () => Number(await attr(b, "data-day")) >= 2 || (await attr(b, "data-decision")) === "GameOver",
    240000,
    {
      seed: 2024,
      onStep: async () => {
        if ((await attr(b, "data-decision")) !== "Human") return;
        // The decision panel names the question asked.
        const prompt = await attr(b, "data-prompt");
        const title = await (await b.$('[data-testid="decision-title"]')).getText();
        if (TITLES[prompt] && !TITLES[prompt].test(title)) throw new Error(`prompt ${prompt} titled "${title}"`);
      },
      onTap: async (text, prompt) => {
        if (text === "Rest") expect.push(/^You rested$/);
        if (text === "confirm" && prompt === "PlaceTile") expect.push(/^You placed /);
      },
    },
  );
  if (taps < 5) throw new Error(`only ${taps} taps reached Day 2`);
  // Day 1's City phase placed the display's 4 tiles.
  const tiles = (await b.$$('[data-testid="map-tile"]')).length;
  if (tiles < startTiles + 4) throw new Error(`only ${tiles} tiles on the map after Day 1's City phase`);
  // What the human chose appears in the log, in its words.
  const lines = await logLines(b);
  for (const want of [/^Day 1 begins$/, /^Turn order: /, ...expect]) {
    if (!lines.some((l) => want.test(l))) throw new Error(`the log has no line ${want}: ${JSON.stringify(lines.slice(0, 12))}`);
  }
  for (const [name, w, h] of LAYOUTS) {
    await setSize(b, w, h);
    await shot(b, `game-${name}-${w}x${h}`);
  }
});

await test("the language switches to Traditional Chinese and back, in place", async () => {
  await setSize(b, 1024, 768);
  await playUntil(b, async () => (await attr(b, "data-decision")) === "Human", 60000);
  await pickLanguage(b, "zh-Hant");
  const han = /[\u4e00-\u9fff]/;
  const title = await (await b.$('[data-testid="decision-title"]')).getText();
  if (!han.test(title)) throw new Error(`in zh-Hant the decision reads "${title}"`);
  const when = await (await b.$(".hud .when")).getText();
  if (!/^第 \d 天/.test(when)) throw new Error(`in zh-Hant the HUD reads "${when}"`);
  const choices = await texts(b, '[data-testid="choice"]');
  if (!choices.length || choices.some((c) => /\b(the|to|and|of)\b/.test(c))) {
    throw new Error(`in zh-Hant the choices read ${JSON.stringify(choices)}`);
  }
  for (const [name, w, h] of LAYOUTS.filter(([n]) => n === "phone" || n === "tablet")) {
    await setSize(b, w, h);
    await shot(b, `game-${name}-${w}x${h}`);
  }
  await setSize(b, 1024, 768);
  await pickLanguage(b, "en");
  const back = await (await b.$(".hud .when")).getText();
  if (!/^Day \d/.test(back)) throw new Error(`back in English the HUD reads "${back}"`);
  if (han.test(await (await b.$('[data-testid="decision-title"]')).getText())) throw new Error("Chinese left on screen in English");
});

await test("save, quit, relaunch and resume at the same decision", async () => {
  await setSize(b, 1024, 768);
  await playUntil(b, async () => (await attr(b, "data-decision")) === "Human", 60000);
  const before = {
    day: await attr(b, "data-day"),
    part: await attr(b, "data-part"),
    prompt: await attr(b, "data-prompt"),
    choices: await texts(b, '[data-testid="choice"]'),
  };
  const logBefore = await logLines(b);
  await b.deleteSession(); // the app quits
  b = await launch();
  if (!(await b.$('[data-testid="game"]').isExisting())) {
    await (await b.$('[data-testid="home-continue"]')).click();
    await b.$('[data-testid="game"]').waitForExist({ timeout: 10000 });
  }
  await b.waitUntil(async () => (await attr(b, "data-decision")) === "Human", { timeout: 10000 });
  const after = {
    day: await attr(b, "data-day"),
    part: await attr(b, "data-part"),
    prompt: await attr(b, "data-prompt"),
    choices: await texts(b, '[data-testid="choice"]'),
  };
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    throw new Error(`resumed elsewhere: ${JSON.stringify(before)} vs ${JSON.stringify(after)}`);
  }
  // The log is rebuilt from the save: the same lines as before quitting.
  const logAfter = await logLines(b);
  if (JSON.stringify(logBefore) !== JSON.stringify(logAfter)) {
    throw new Error(`the log changed across the resume: ${logBefore.length} lines before, ${logAfter.length} after`);
  }
});

await test("solo: the same game played on to the end-of-game screen", async () => {
  await setSize(b, 1440, 900);
  if (!(await b.$('[data-testid="game"]').isExisting())) {
    await (await b.$('[data-testid="home-continue"]')).click();
    await b.$('[data-testid="game"]').waitForExist({ timeout: 10000 });
  }
  await playUntil(b, async () => (await attr(b, "data-decision")) === "GameOver", 600000, { seed: 9 });
  await b.$('[data-testid="game-over"]').waitForExist({ timeout: 10000 });
  // Every seat's standing is stated; arrested seats are told they cannot win.
  const standings = await texts(b, '[data-testid="standing"]');
  if (standings.length !== 3 || standings.some((t) => !/^(escaped \d|arrested: )/.test(t))) {
    throw new Error(`standings on the end screen: ${JSON.stringify(standings)}`);
  }
  if (standings.some((t) => t.startsWith("arrested")) && !(await b.$('[data-testid="arrest-note"]').isExisting())) {
    throw new Error("arrested seats are not told they cannot win");
  }
  // The score breakdown is drawn as a chart too: one bar per seat.
  const chart = await b.$('[data-testid="score-chart"]');
  if (!(await chart.isDisplayed())) throw new Error("no score chart on the end screen");
  const label = await (await chart.$("svg")).getAttribute("aria-label");
  if (!/^Score chart: /.test(label ?? "")) throw new Error(`the chart's summary reads "${label}"`);
  for (const [name, w, h] of LAYOUTS) {
    await setSize(b, w, h);
    await shot(b, `game-over-${name}-${w}x${h}`);
  }
  await (await b.$('[data-testid="menu"]')).click();
  await (await b.$('[data-testid="menu-home"]')).click();
  await b.$('[data-testid="home"]').waitForExist({ timeout: 5000 });
});

/** Lines that carry a seat's secret amount: only the viewer's own ("You ...") may. */
function secretLinesOfOthers(lines) {
  return lines.filter((l) => /received \$\d+k Income|kept a tile worth/.test(l) && !/^You /.test(l));
}

await test("pass-and-play: the hand-off, the feed and the Log tab show no secret of another seat", async () => {
  await setSize(b, 1366, 1024);
  await newGame(b, ["Human", "Human"], "77");
  let handoffs = 0;
  let checkedLogs = 0;
  const seen = new Set();
  await playUntil(b, async () => handoffs >= 4 && seen.size >= 2 && checkedLogs >= 2, 240000, {
    seed: 77,
    onStep: async () => {
      const handoff = await b.$('[data-testid="handoff"]');
      if (!(await handoff.isExisting())) return;
      handoffs++;
      for (const secret of ['[data-testid="secret-money"]', '[data-testid="escape-plan-card"]']) {
        if (await b.$(secret).isExisting()) throw new Error(`${secret} is on screen during the hand-off`);
      }
      if (handoffs === 1) await shot(b, "handoff-1366x1024");
      const name = await (await b.$('[data-testid="handoff-name"]')).getText();
      seen.add(name);
      await (await b.$('[data-testid="handoff-take"]')).click();
      await b.$('[data-testid="secret-money"]').waitForExist({ timeout: 5000 });
      // The seat now holding the device sees its own secret lines, and nobody else's.
      const feed = await texts(b, '[data-testid="feed"] div');
      const log = await logLines(b);
      const leaked = secretLinesOfOthers([...feed, ...log]);
      if (leaked.length) throw new Error(`${name} sees another seat's secrets: ${JSON.stringify(leaked)}`);
      if (!log.length) throw new Error(`${name}'s Log tab is empty`);
      checkedLogs++;
    },
  });
});

await b.deleteSession();
driver.kill();
const failed = results.filter((r) => r[1] !== "ok");
console.log(JSON.stringify({ tests: results.length, failed: failed.length, screenshots: shots }));
process.exit(failed.length ? 1 : 0);
