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
    request({ command: { command: "attack", target: [x, y], by: null } }, `Attack on [${x}, ${y}]`);
    picked = null;
  } else if (picked) {
    request({ command: { command: "move", from: picked, to: [x, y] } }, `Move [${picked[0]}, ${picked[1]}] → [${x}, ${y}]`);
    picked = null;
  }
  drawGrid(view);
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
  controls.appendChild(el("p", "Click one of your units, then the square it goes to, or an enemy unit to attack it."));
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

// --- Reisswitz: own units on the map, the enemy as reported, papers ----------------------
// Refills a select's options, keeping the choice if it is still there.
function fillSelect(select, options) {
  const kept = select.value;
  select.replaceChildren(...options.map(([value, text]) => {
    const option = el("option", text);
    option.value = value;
    return option;
  }));
  if (options.some(([value]) => value === kept)) select.value = kept;
}

function labelled(text, field) {
  const label = el("label", text);
  label.appendChild(field);
  return label;
}

// The composer: an order or report from the seat's commander to a commander or unit of its
// side. Built once; a new view only refreshes who can send and receive, so typing survives.
function reisswitzComposer(frame) {
  const controls = document.getElementById("controls");
  const view = frame.view;
  if (controls.dataset.system !== "reisswitz_1815") {
    controls.dataset.system = "reisswitz_1815";
    const kind = el("select");
    kind.id = "message-kind";
    fillSelect(kind, [["order", "Order"], ["report", "Report"]]);
    const from = el("select");
    from.id = "message-from";
    const to = el("select");
    to.id = "message-to";
    const text = el("textarea");
    text.id = "message-text";
    const minutes = el("input");
    minutes.id = "message-minutes";
    minutes.type = "number";
    minutes.min = "0";
    minutes.max = "240";
    minutes.value = "0";
    const send = el("button", "Send through the umpire");
    send.addEventListener("click", () => {
      const [party, id] = to.value.split(":");
      if (!text.value.trim()) { say("Write the message first.", true); return; }
      request({ message: {
        kind: kind.value, from: from.value, to: { [party]: id },
        text: text.value, reaction_minutes: Number(minutes.value) || 0,
      } }, `${kind.value === "order" ? "Order" : "Report"} to ${to.selectedOptions[0].textContent}`);
      text.value = "";
    });
    controls.replaceChildren(el("h2", "Send an order or report"),
      labelled("Kind: ", kind), labelled("From: ", from), labelled("To: ", to),
      labelled("Text:", text), labelled("Minutes taken to decide: ", minutes), send,
      el("p", "It goes straight to the addressee by messenger, and arrives when a rider could carry it."));
  }
  const commanders = (view.commanders || []).filter((c) => !frame.commander || c.id === frame.commander);
  fillSelect(document.getElementById("message-from"), commanders.map((c) => [c.id, c.name]));
  fillSelect(document.getElementById("message-to"), [
    ...(view.commanders || []).map((c) => [`commander:${c.id}`, c.name]),
    ...(view.own_units || []).map((u) => [`unit:${u.id}`, `${u.label} — ${u.name}`]),
  ]);
}

// The briefing's parts as lines: "Orders: …", each enemy report's words; never raw data.
function briefingLines(briefing) {
  if (typeof briefing === "string") return [briefing];
  const lines = [];
  for (const [key, value] of Object.entries(briefing)) {
    if (key === "reported_units" || value === null || value === "") continue;
    const title = key.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
    if (typeof value === "string" || typeof value === "number") lines.push(`${title}: ${value}`);
    else if (Array.isArray(value)) {
      for (const item of value) lines.push(`${title}: ${typeof item === "object" && item !== null ? (item.text || item.description || "") : item}`);
    }
  }
  return lines;
}

function drawReisswitz(view) {
  const canvas = document.getElementById("board");
  const ctx = canvas.getContext("2d");
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const points = [];
  for (const unit of view.own_units || []) {
    for (const block of (unit.footprint && unit.footprint.blocks) || []) points.push(block.centre);
  }
  for (const report of view.reported_enemy || []) if (report.position) points.push(report.position);
  if (points.length > 0) {
    const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
    const minX = Math.min(...xs) - 300, maxX = Math.max(...xs) + 300;
    const minY = Math.min(...ys) - 300, maxY = Math.max(...ys) + 300;
    const scale = Math.min(canvas.width / (maxX - minX), canvas.height / (maxY - minY));
    // The map's frame has x to the right and y downwards, as the scan itself; the picture is
    // centred on the canvas.
    const left = (canvas.width - (maxX - minX) * scale) / 2;
    const top = (canvas.height - (maxY - minY) * scale) / 2;
    const at = (p) => [left + (p.x - minX) * scale, top + (p.y - minY) * scale];
    const side = view.stamp && view.stamp.side;
    for (const unit of view.own_units || []) {
      for (const block of (unit.footprint && unit.footprint.blocks) || []) {
        const [x, y] = at(block.centre);
        ctx.save();
        ctx.translate(x, y);
        ctx.rotate(((block.facing || 0) - 90) * Math.PI / 180);
        ctx.fillStyle = sideColour(side);
        ctx.fillRect(-block.width * scale / 2, -block.depth * scale / 2, block.width * scale, block.depth * scale);
        ctx.restore();
      }
      const first = unit.footprint && unit.footprint.blocks && unit.footprint.blocks[0];
      if (first) {
        const [x, y] = at(first.centre);
        ctx.fillStyle = "#222";
        ctx.fillText(unit.label, x + 6, y - 6);
      }
    }
    ctx.setLineDash([5, 4]);
    ctx.strokeStyle = sideColour(side === "red" ? "blue" : "red");
    for (const report of view.reported_enemy || []) {
      if (!report.position) continue;
      const [x, y] = at(report.position);
      ctx.strokeRect(x - 8, y - 5, 16, 10);
      ctx.fillStyle = "#555";
      ctx.fillText(`turn ${report.as_of_turn}`, x + 10, y + 4);
    }
    ctx.setLineDash([]);
  }
  const papers = document.getElementById("papers");
  papers.replaceChildren();
  const clock = view.stamp && view.stamp.clock;
  list("The clock", clock ? [`Turn ${clock.turn}, ${clock.time} (day ${clock.day})`] : [], (l) => l);
  if (view.general_idea) list("General idea", [view.general_idea], (l) => l);
  if (view.briefing) list("Briefing", briefingLines(view.briefing), (l) => l);
  list("Your units", view.own_units, (u) => `${u.label} — ${u.name}: ${u.strength.men} men${u.strength.guns ? `, ${u.strength.guns} guns` : ""}, ${u.formation || ""}`);
  list("The enemy as reported", view.reported_enemy,
    (r) => `${r.description} (as of turn ${r.as_of_turn}, learned turn ${r.learned_turn})`);
  const message = (m) => `${m.kind}, sent turn ${m.sent_turn}` +
    (m.received_turn === null || m.received_turn === undefined ? "" : `, in hand turn ${m.received_turn}`) +
    `: ${m.text}`;
  list("Inbox", view.inbox, message);
  list("Outbox", view.outbox, message);
}

// --- Little Wars: a read-only table display ---------------------------------------------
function drawLittleWars(view) {
  const canvas = document.getElementById("board");
  canvas.getContext("2d").clearRect(0, 0, canvas.width, canvas.height);
  document.getElementById("papers").replaceChildren();
  const alive = (view.men || []).filter((m) => m.status === "armed");
  list("The game", [
    `Phase: ${String(view.phase).replace("_", " ")}; move ${view.move_number}; ${view.to_move} to move.`,
    view.winner ? `Won by ${view.winner}.` : null,
    view.behind_curtain ? "The other side's force is behind the curtain." : null,
    `${alive.length} men and ${(view.guns || []).length} guns in sight.`,
    view.sealed_notes && view.sealed_notes.length ? `Sealed notes: ${view.sealed_notes.join(", ")}.` : null,
  ].filter(Boolean), (l) => l);
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
  (DRAW[frame.system] || (() => {}))(frame.view);
  if (frame.system === "reisswitz_1815") reisswitzComposer(frame);
  if (frame.system === "little_wars") document.getElementById("controls").replaceChildren();
}


// Requests not yet answered, by client id: sent again (same id) after a reconnect, and carried
// out once by the workbench however often they arrive.
const pending = new Map();
let socket = null;
let requestCount = 0;

function request(body, what) {
  const clientId = `r${Date.now().toString(36)}-${++requestCount}`;
  const text = JSON.stringify({ client_id: clientId, body });
  pending.set(clientId, { text, what });
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(text);
  say(`Sent: ${what}…`);
}

function answered(frame) {
  const asked = pending.get(frame.client_id);
  pending.delete(frame.client_id);
  const what = asked ? asked.what : "your request";
  if (frame.type === "accepted") say(`${what}: ${frame.note}`);
  else say(`${what} refused: ${frame.reason}`, true);
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
