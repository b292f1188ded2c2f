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

async function shot(b, name) {
  await sleep(400); // the first capture can be a frame old
  await b.saveScreenshot(join(shots, `${name}.png`));
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

/** Taps the first offered choice (or confirm) of a human decision. */
async function tapOnce(b) {
  for (const sel of ['[data-testid="confirm"]', '[data-testid="choice"]']) {
    for (const el of await b.$$(sel)) {
      if ((await el.isDisplayed()) && (await el.isEnabled())) {
        await el.click();
        return true;
      }
    }
  }
  return false;
}

/** Plays by tapping until `done()` or the time runs out. Returns the number of taps. */
async function playUntil(b, done, ms, onStep = async () => {}) {
  const until = Date.now() + ms;
  let taps = 0;
  while (Date.now() < until) {
    if (await done()) return taps;
    await onStep();
    const decision = await attr(b, "data-decision");
    if (decision === "Human" && (await tapOnce(b))) taps++;
    else if (decision === "PassTo") await (await b.$('[data-testid="handoff-take"]')).click();
    await sleep(60);
  }
  throw new Error(`timed out after ${taps} taps (day ${await attr(b, "data-day")}, ${await attr(b, "data-prompt")})`);
}

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

await test("home screenshots at every layout", async () => {
  for (const [name, w, h] of LAYOUTS) {
    await setSize(b, w, h);
    await shot(b, `home-${name}-${w}x${h}`);
  }
});

await test("solo with two bots: Day 1 played by tapping", async () => {
  await setSize(b, 1440, 900);
  await newGame(b, ["Human", "Easy", "Easy"], "2024", true);
  const taps = await playUntil(b, async () => Number(await attr(b, "data-day")) >= 2 || (await attr(b, "data-decision")) === "GameOver", 240000);
  if (taps < 5) throw new Error(`only ${taps} taps reached Day 2`);
  for (const [name, w, h] of LAYOUTS) {
    await setSize(b, w, h);
    await shot(b, `game-${name}-${w}x${h}`);
  }
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
});

await test("solo: the same game played on to the end-of-game screen", async () => {
  await setSize(b, 1440, 900);
  if (!(await b.$('[data-testid="game"]').isExisting())) {
    await (await b.$('[data-testid="home-continue"]')).click();
    await b.$('[data-testid="game"]').waitForExist({ timeout: 10000 });
  }
  await playUntil(b, async () => (await attr(b, "data-decision")) === "GameOver", 600000);
  await b.$('[data-testid="game-over"]').waitForExist({ timeout: 10000 });
  for (const [name, w, h] of LAYOUTS) {
    await setSize(b, w, h);
    await shot(b, `game-over-${name}-${w}x${h}`);
  }
  await (await b.$('[data-testid="menu"]')).click();
  await (await b.$('[data-testid="menu-home"]')).click();
  await b.$('[data-testid="home"]').waitForExist({ timeout: 5000 });
});

await test("pass-and-play: the hand-off shows no secret of either seat", async () => {
  await setSize(b, 1366, 1024);
  await newGame(b, ["Human", "Human"], "77");
  let handoffs = 0;
  const seen = new Set();
  await playUntil(
    b,
    async () => handoffs >= 4 && seen.size >= 2,
    180000,
    async () => {
      const handoff = await b.$('[data-testid="handoff"]');
      if (await handoff.isExisting()) {
        handoffs++;
        for (const secret of ['[data-testid="secret-money"]', '[data-testid="escape-plan-card"]']) {
          if (await b.$(secret).isExisting()) throw new Error(`${secret} is on screen during the hand-off`);
        }
        if (handoffs === 1) await shot(b, "handoff-1366x1024");
        seen.add(await (await b.$('[data-testid="handoff-name"]')).getText());
        await (await b.$('[data-testid="handoff-take"]')).click();
        await b.$('[data-testid="secret-money"]').waitForExist({ timeout: 5000 });
      }
    },
  );
});

await b.deleteSession();
driver.kill();
const failed = results.filter((r) => r[1] !== "ok");
console.log(JSON.stringify({ tests: results.length, failed: failed.length, screenshots: shots }));
process.exit(failed.length ? 1 : 0);
