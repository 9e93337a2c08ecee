// The player's page: takes the seat's secret from the link, opens /ws, sends the secret
// first, and draws each view the workbench sends. Everything shown comes from this seat's
// own view; text is always set as text, never as markup.
"use strict";

const SECRET_KEY = "kriegsspiel-seat-secret";
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
  for (const unit of view.units || []) {
    const [x, y] = unit.at;
    ctx.fillStyle = sideColour(unit.side);
    ctx.fillRect(x * size + 4, y * size + 8, size - 8, size - 12);
    ctx.fillStyle = "#fff";
    ctx.fillText(String(unit.kind).slice(0, 2).toUpperCase(), x * size + size / 2, y * size + size / 2 + 2);
  }
  document.getElementById("papers").replaceChildren();
  list("The game", [
    `Half-turn ${view.half_turn}; ${view.to_move} to ${view.deploying ? "deploy" : "move"}.`,
    view.deploying ? (view.other_confirmed ? "The other side has confirmed its deployment." : "The other side is still deploying.") : null,
  ].filter(Boolean), (line) => line);
  list("Units you see", view.units, (u) => `${u.side} ${u.kind} on [${u.at[0]}, ${u.at[1]}]`);
}

// --- Reisswitz: own units on the map, the enemy as reported, papers ----------------------
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
  if (view.briefing) list("Briefing", [typeof view.briefing === "string" ? view.briefing : JSON.stringify(view.briefing)], (l) => l);
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
  if (frame.type === "refused") {
    setStatus(`Refused: ${frame.reason}`, true);
    return;
  }
  if (frame.type !== "view") return;
  const who = frame.commander ? `${frame.side} — ${frame.commander}` : frame.side;
  document.getElementById("seat").textContent = `Seat: ${who}`;
  document.title = `${who} — player station`;
  setStatus(`Connected · view ${frame.sequence}`);
  (DRAW[frame.system] || (() => {}))(frame.view);
}

function connect(secret, delay) {
  const socket = new WebSocket(`ws://${location.host}/ws`);
  socket.addEventListener("open", () => socket.send(JSON.stringify({ secret })));
  socket.addEventListener("message", (event) => {
    delay = 1000;
    try { show(JSON.parse(event.data)); } catch (e) { setStatus("A frame could not be read.", true); }
  });
  socket.addEventListener("close", () => {
    setStatus("Not connected: trying again…", true);
    setTimeout(() => connect(secret, Math.min(delay * 2, 15000)), delay);
  });
}

const secret = seatSecret();
if (secret) {
  connect(secret, 1000);
} else {
  setStatus("This link has no seat: open the link the umpire gave you.", true);
}
