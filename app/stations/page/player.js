// The player's page: takes the seat's secret from the link, opens /ws, sends the secret
// first, and draws each view the workbench sends. Everything shown comes from this seat's
// own view; text is always set as text, never as markup.
"use strict";

const SECRET_KEY = "kriegsspiel-seat-secret";
// The last view frame, and the square picked on the grid board.
let current = null;
let picked = null;
const RED = "#b22222", BLUE = "#1f4e9c";

function seatSecret() {
  const match = /(?:^#|&)k=([0-9a-f]+)/.exec(location.hash);
  if (match) {
    sessionStorage.setItem(SECRET_KEY, match[1]);
    // Keep the secret out of the address bar (and out of anyone's glance at it).
    history.replaceState(null, "", location.pathname);
    return match[1];
  }
  return sessionStorage.getItem(SECRET_KEY);
}

function el(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  if (className) node.className = className;
  return node;
}

function setStatus(text, lost) {
  const status = document.getElementById("status");
  status.textContent = text;
  status.classList.toggle("lost", !!lost);
}

// What came of the player's own requests, beside the connection's status.
function say(text, bad) {
  const answer = document.getElementById("answer");
  answer.textContent = text;
  answer.classList.toggle("lost", !!bad);
}

function list(title, items, line) {
  const papers = document.getElementById("papers");
  papers.appendChild(el("h2", title));
  if (!items || items.length === 0) {
    papers.appendChild(el("p", "None.", "empty"));
    return;
  }
  const ul = el("ul");
  for (const item of items) ul.appendChild(el("li", line(item)));
  papers.appendChild(ul);
}

function sideColour(side) {
  return side === "red" || side === "north" ? RED : BLUE;
}

// --- the grid game: a 25 × 20 board -------------------------------------------------------
const GRID_KINDS = ["infantry", "cavalry", "artillery", "horse_artillery", "relay", "swift_relay"];

function gridUnitAt(view, x, y) {
  return (view.units || []).find((u) => u.at[0] === x && u.at[1] === y);
}

// A click on square (x, y): pick an own unit, then move it to an empty square or attack an
// enemy unit; while deploying, put the chosen kind down or take an own unit back.
function gridClick(x, y) {
  if (!current || current.system !== "grid") return;
  const view = current.view, me = current.side, unit = gridUnitAt(view, x, y);
  if (view.deploying) {
    if (unit && unit.side === me) {
      request({ command: { command: "lift_unit", side: me, at: [x, y] } }, `Take back the unit on [${x}, ${y}]`);
    } else {
      const kind = document.getElementById("grid-kind").value;
      request({ command: { command: "place_unit", side: me, kind, at: [x, y] } }, `Place ${kind} on [${x}, ${y}]`);
    }
    return;
  }
  if (unit && unit.side === me) {
    picked = [x, y];
    say(`Picked the ${unit.kind} on [${x}, ${y}]: click where it goes, or an enemy to attack.`);
  } else if (unit) {
    // First the attack explained, as the umpire's table shows it; then Confirm attack.
    const by = picked;
    request({ explain_attack: { target: [x, y], by } }, `Attack on [${x}, ${y}] worked out`,
      (frame) => { if (frame.type === "accepted") showAttack(frame.note, [x, y], by); });
    picked = null;
  } else if (picked) {
    request({ command: { command: "move", from: picked, to: [x, y] } }, `Move [${picked[0]}, ${picked[1]}] → [${x}, ${y}]`);
    picked = null;
  }
  drawGrid(view);
}

// The explained attack, with its Confirm and Cancel buttons, until one is pressed or the
// board changes.
function showAttack(note, target, by) {
  const box = document.getElementById("grid-attack");
  if (!box) return;
  const confirm = el("button", `Confirm attack on [${target[0]}, ${target[1]}]`);
  confirm.addEventListener("click", () => {
    box.replaceChildren();
    request({ command: { command: "attack", target, by } }, `Attack on [${target[0]}, ${target[1]}]`);
  });
  const cancel = el("button", "Cancel the attack");
  cancel.addEventListener("click", () => box.replaceChildren());
  box.replaceChildren(el("pre", note, "explanation"), confirm, cancel);
}

function gridControls(view) {
  const controls = document.getElementById("controls");
  if (controls.dataset.system === "grid") {
    controls.querySelector("#grid-deploy").hidden = !view.deploying;
    return;
  }
  controls.dataset.system = "grid";
  controls.replaceChildren(el("h2", "Your orders"));
  const deploy = el("div");
  deploy.id = "grid-deploy";
  const label = el("label", "Unit to put down: ");
  const kinds = el("select");
  kinds.id = "grid-kind";
  for (const kind of GRID_KINDS) {
    const option = el("option", kind.replace("_", " "));
    option.value = kind;
    kinds.appendChild(option);
  }
  label.appendChild(kinds);
  deploy.appendChild(label);
  const confirm = el("button", "Confirm deployment");
  confirm.addEventListener("click", () => request({ command: { command: "confirm_deployment", side: current.side } }, "Confirm deployment"));
  deploy.appendChild(confirm);
  deploy.hidden = !view.deploying;
  controls.appendChild(deploy);
  const end = el("button", "End half-turn");
  end.addEventListener("click", () => request({ command: { command: "end_half_turn" } }, "End of half-turn"));
  controls.appendChild(end);
  const attack = el("div");
  attack.id = "grid-attack";
  attack.setAttribute("aria-label", "The attack explained");
  controls.appendChild(attack);
  controls.appendChild(el("p", "Click one of your units, then the square it goes to, or an enemy unit to see the attack explained before you confirm it."));
}

function drawGrid(view) {
  const canvas = document.getElementById("board");
  const ctx = canvas.getContext("2d");
  const cols = 25, rows = 20, size = Math.floor(Math.min(canvas.width / cols, canvas.height / rows));
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.strokeStyle = "#ccb";
  for (let x = 0; x < cols; x++) for (let y = 0; y < rows; y++) ctx.strokeRect(x * size, y * size, size, size);
  ctx.fillStyle = "#e8dcc0";
  ctx.fillRect(0, 10 * size - 1, cols * size, 2);
  (view.arsenals || []).forEach((squares, i) => {
    ctx.fillStyle = i === 0 ? RED : BLUE;
    for (const [x, y] of squares) ctx.fillRect(x * size + 3, y * size + 3, size - 6, 5);
  });
  ctx.font = `${Math.floor(size * 0.45)}px sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  if (picked) {
    ctx.strokeStyle = "#222";
    ctx.lineWidth = 3;
    ctx.strokeRect(picked[0] * size + 1, picked[1] * size + 1, size - 2, size - 2);
    ctx.lineWidth = 1;
  }
  for (const unit of view.units || []) {
    const [x, y] = unit.at;
    ctx.fillStyle = sideColour(unit.side);
    ctx.fillRect(x * size + 4, y * size + 8, size - 8, size - 12);
    ctx.fillStyle = "#fff";
    ctx.fillText(String(unit.kind).slice(0, 2).toUpperCase(), x * size + size / 2, y * size + size / 2 + 2);
  }
  gridControls(view);
  document.getElementById("papers").replaceChildren();
  list("The game", [
    `Half-turn ${view.half_turn}; ${view.to_move} to ${view.deploying ? "deploy" : "move"}.`,
    view.deploying ? (view.other_confirmed ? "The other side has confirmed its deployment." : "The other side is still deploying.") : null,
  ].filter(Boolean), (line) => line);
  list("Units you see", view.units, (u) => `${u.side} ${u.kind} on [${u.at[0]}, ${u.at[1]}]`);
}

// --- Little Wars: a read-only table display ---------------------------------------------
// The clock as last sent, and when it arrived: between frames the page counts on by itself.
let floorClock = null;

function clockText(seconds) {
  const left = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
}

// The move timer: time left, the warnings at 2 min, 1 min and 30 s before time, and "Time"
// (Wells L238), or the interval after the move.
function showFloorClock() {
  const box = document.getElementById("floor-clock");
  if (!box || !floorClock) return;
  const { clock, at } = floorClock;
  const since = clock.running ? (Date.now() - at) / 1000 : 0;
  if (clock.allowance_seconds === null || clock.allowance_seconds === undefined) {
    box.textContent = "The sides are putting down behind the curtain.";
    box.className = "";
    return;
  }
  const left = clock.allowance_seconds - clock.elapsed_seconds - since;
  let text, level = "";
  if (clock.running && left > 0) {
    text = `Time left for this move: ${clockText(left)}`;
    const warned = clock.warnings_before_time.filter((w) => left <= w);
    if (warned.length) {
      const w = Math.min(...warned);
      text += ` — warning: ${w >= 60 ? `${w / 60} min` : `${w} s`} before time`;
      level = "warning";
    }
  } else if (clock.elapsed_seconds > 0 && left <= 0) {
    text = "Time: the mover stops at once.";
    level = "time";
  } else if (clock.interval_seconds !== null && clock.interval_seconds !== undefined) {
    text = `Interval: ${clockText(clock.interval_seconds)} so far; the next move starts at "Go".`;
  } else {
    text = `Waiting for "Go": ${clockText(clock.allowance_seconds)} allowed for the move.`;
  }
  box.textContent = text;
  box.className = level;
}
setInterval(showFloorClock, 250);

function drawLittleWars(view) {
  const canvas = document.getElementById("board");
  canvas.getContext("2d").clearRect(0, 0, canvas.width, canvas.height);
  const controls = document.getElementById("controls");
  if (controls.dataset.system !== "little_wars") {
    controls.dataset.system = "little_wars";
    const clock = el("p", "", "");
    clock.id = "floor-clock";
    clock.setAttribute("role", "timer");
    controls.replaceChildren(el("h2", "The move clock"), clock);
  }
  floorClock = view.clock ? { clock: view.clock, at: Date.now() } : null;
  document.getElementById("floor-clock").textContent = view.clock ? "" : "The umpire's table keeps the clock.";
  showFloorClock();
  document.getElementById("papers").replaceChildren();
  const alive = (view.men || []).filter((m) => m.status === "armed");
  list("The game", [
    `Phase: ${String(view.phase).replace("_", " ")}; move ${view.move_number}; ${view.to_move} to move.`,
    view.winner ? `Won by ${view.winner}.` : null,
    view.behind_curtain ? "The other side's force is behind the curtain." : null,
    `${alive.length} men and ${(view.guns || []).length} guns in sight.`,
    view.sealed_notes && view.sealed_notes.length ? `Sealed notes: ${view.sealed_notes.join(", ")}.` : null,
  ].filter(Boolean), (l) => l);
  list("The score", view.scores, (s) => `${s.side}: ${s.points} points`);
}

const DRAW = { grid: drawGrid, reisswitz_1815: drawReisswitz, little_wars: drawLittleWars };

function show(frame) {
  if ((frame.type === "accepted" || frame.type === "refused") && frame.client_id) {
    answered(frame);
    return;
  }
  if (frame.type === "refused") {
    setStatus(`Refused: ${frame.reason}`, true);
    return;
  }
  if (frame.type !== "view") return;
  const who = frame.commander ? `${frame.side} — ${frame.commander}` : frame.side;
  document.getElementById("seat").textContent = `Seat: ${who}`;
  document.title = `${who} — player station`;
  setStatus(`Connected · view ${frame.sequence}`);
  current = frame;
  if (frame.system === "reisswitz_1815") reisswitzComposer(frame);
  (DRAW[frame.system] || (() => {}))(frame.view);
}


// Requests not yet answered, by client id: sent again (same id) after a reconnect, and carried
// out once by the workbench however often they arrive.
const pending = new Map();
let socket = null;
let requestCount = 0;

function request(body, what, onAnswer) {
  const clientId = `r${Date.now().toString(36)}-${++requestCount}`;
  const text = JSON.stringify({ client_id: clientId, body });
  pending.set(clientId, { text, what, onAnswer });
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(text);
  say(`Sent: ${what}…`);
}

function answered(frame) {
  const asked = pending.get(frame.client_id);
  pending.delete(frame.client_id);
  const what = asked ? asked.what : "your request";
  if (frame.type === "accepted") say(`${what}: ${frame.note.split("\n")[0]}`);
  else say(`${what} refused: ${frame.reason}`, true);
  if (asked && asked.onAnswer) asked.onAnswer(frame);
}

function connect(secret, delay) {
  socket = new WebSocket(`ws://${location.host}/ws`);
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify({ secret }));
    for (const { text } of pending.values()) socket.send(text);
  });
  socket.addEventListener("message", (event) => {
    delay = 1000;
    try { show(JSON.parse(event.data)); } catch (e) { setStatus(`A frame could not be shown: ${e.message}`, true); }
  });
  socket.addEventListener("close", () => {
    setStatus("Not connected: trying again…", true);
    setTimeout(() => connect(secret, Math.min(delay * 2, 15000)), delay);
  });
}

document.getElementById("board").addEventListener("click", (event) => {
  if (!current || current.system !== "grid") return;
  const canvas = event.currentTarget, box = canvas.getBoundingClientRect();
  const size = Math.floor(Math.min(canvas.width / 25, canvas.height / 20));
  const x = Math.floor((event.clientX - box.left) * (canvas.width / box.width) / size);
  const y = Math.floor((event.clientY - box.top) * (canvas.height / box.height) / size);
  if (x >= 0 && x < 25 && y >= 0 && y < 20) gridClick(x, y);
});

const secret = seatSecret();
if (secret) {
  connect(secret, 1000);
} else {
  setStatus("This link has no seat: open the link the umpire gave you.", true);
}
