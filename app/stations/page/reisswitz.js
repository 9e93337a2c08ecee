// The Reisswitz seat: the map's scan in tiles at the zoom the player asks for, the side's own
// units, the enemy as reported (dashed, dated), the papers, and the composer with its route
// and reaction time. Loaded before player.js, whose helpers (el, list, say, request,
// sideColour, current) it uses when called. Text is always set as text, never as markup.
"use strict";

// Where the map is looked at: canvas pixels per pace, and the map point at the canvas centre.
const mapView = { scale: null, cx: 0, cy: 0 };
// The map's sheets once fetched (null: not yet, or no scan), and the tiles fetched so far.
let mapSheets = null;
let mapAskedAt = 0;
const tiles = new Map();
// The route being drawn: the places the messenger rides through, in paces.
let routePoints = [];
// When the side's last report reached this page, and the inbox it came in (the reaction time
// counts from it, Reisswitz draft L116); whether the player typed the minutes himself.
let reportInHandAt = Date.now();
let inboxSeen = null;
let minutesTyped = false;
// The most tiles drawn at one level; beyond it a coarser level is used.
const MAX_TILES_DRAWN = 48;

function seatAuthorization() {
  return { Authorization: `Bearer ${sessionStorage.getItem(SECRET_KEY) || ""}` };
}

// Asks for the map's sheets (at most every ten seconds while there are none).
function askForMap() {
  if (mapSheets || Date.now() - mapAskedAt < 10000) return;
  mapAskedAt = Date.now();
  fetch("/map", { headers: seatAuthorization(), cache: "no-store" })
    .then((answer) => (answer.ok ? answer.json() : null))
    .then((map) => {
      if (map && Array.isArray(map.sheets) && map.sheets.length) {
        mapSheets = map.sheets;
        redrawMap();
      }
    })
    .catch(() => {});
}

// Scan pixel → map (paces) for a sheet, as the workbench's own similarity does.
function sheetMatrix(sheet) {
  const theta = sheet.rotation_degrees * Math.PI / 180;
  return { ax: sheet.scale * Math.cos(theta), ay: sheet.scale * Math.sin(theta), bx: sheet.offset[0], by: sheet.offset[1] };
}

function toCanvas(canvas, p) {
  return [canvas.width / 2 + (p.x - mapView.cx) * mapView.scale, canvas.height / 2 + (p.y - mapView.cy) * mapView.scale];
}

function fromCanvas(canvas, x, y) {
  return { x: mapView.cx + (x - canvas.width / 2) / mapView.scale, y: mapView.cy + (y - canvas.height / 2) / mapView.scale };
}

// One tile, fetched once with the seat's secret in a header; null until it is here.
function tileImage(sheet, level, col, row) {
  const key = `${sheet.sheet}/${level}/${col}/${row}`;
  const held = tiles.get(key);
  if (held && held.image) return held.image;
  if (held && (held.loading || Date.now() - held.missingAt < 5000)) return null;
  tiles.set(key, { loading: true });
  fetch(`/tiles/${key}`, { headers: seatAuthorization(), cache: "no-store" })
    .then((answer) => (answer.ok ? answer.blob() : Promise.reject(answer.status)))
    .then((blob) => createImageBitmap(blob))
    .then((image) => { tiles.set(key, { image }); redrawMap(); })
    .catch(() => tiles.set(key, { missingAt: Date.now() }));
  return null;
}

// The tiles of one level of a sheet that the canvas shows, or null when too many.
function visibleTiles(canvas, sheet, m, level) {
  const norm = m.ax * m.ax + m.ay * m.ay;
  const corners = [[0, 0], [canvas.width, 0], [0, canvas.height], [canvas.width, canvas.height]].map(([x, y]) => {
    const p = fromCanvas(canvas, x, y), qx = p.x - m.bx, qy = p.y - m.by;
    return [(qx * m.ax + qy * m.ay) / norm, (qy * m.ax - qx * m.ay) / norm];
  });
  const span = sheet.tile_size * 2 ** level;
  const cols = Math.ceil(sheet.width / span), rows = Math.ceil(sheet.height / span);
  const c0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[0])) / span));
  const c1 = Math.min(cols - 1, Math.floor(Math.max(...corners.map((c) => c[0])) / span));
  const r0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[1])) / span));
  const r1 = Math.min(rows - 1, Math.floor(Math.max(...corners.map((c) => c[1])) / span));
  if (c1 < c0 || r1 < r0) return [];
  if ((c1 - c0 + 1) * (r1 - r0 + 1) > MAX_TILES_DRAWN) return null;
  const out = [];
  for (let row = r0; row <= r1; row++) for (let col = c0; col <= c1; col++) out.push([col, row]);
  return out;
}

// Draws one sheet: its whole coarsest level underneath, then the level the zoom asks for.
function drawSheet(ctx, canvas, sheet) {
  const m = sheetMatrix(sheet), s = mapView.scale;
  const wanted = Math.floor(Math.log2(1 / Math.max(1e-9, s * sheet.scale)));
  let level = Math.max(0, Math.min(sheet.levels - 1, wanted));
  let shown = visibleTiles(canvas, sheet, m, level);
  while (shown === null && level < sheet.levels - 1) shown = visibleTiles(canvas, sheet, m, ++level);
  ctx.save();
  ctx.setTransform(s * m.ax, s * m.ay, -s * m.ay, s * m.ax,
    s * (m.bx - mapView.cx) + canvas.width / 2, s * (m.by - mapView.cy) + canvas.height / 2);
  const levels = level === sheet.levels - 1 ? [level] : [sheet.levels - 1, level];
  for (const l of levels) {
    const span = sheet.tile_size * 2 ** l;
    for (const [col, row] of (l === level ? shown : visibleTiles(canvas, sheet, m, l)) || []) {
      const image = tileImage(sheet, l, col, row);
      if (image) ctx.drawImage(image, col * span, row * span, image.width * 2 ** l, image.height * 2 ** l);
    }
  }
  ctx.restore();
}

// Fits the view to the side's troops and reports (or the map, when there are none).
function fitView(canvas, view) {
  const points = [];
  for (const unit of view.own_units || []) {
    for (const block of (unit.footprint && unit.footprint.blocks) || []) points.push(block.centre);
  }
  for (const report of view.reported_enemy || []) if (report.position) points.push(report.position);
  for (const sheet of (points.length ? [] : mapSheets || [])) {
    const m = sheetMatrix(sheet);
    for (const [u, v] of [[0, 0], [sheet.width, sheet.height]]) points.push({ x: m.ax * u - m.ay * v + m.bx, y: m.ay * u + m.ax * v + m.by });
  }
  if (!points.length) return false;
  const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
  const w = Math.max(...xs) - Math.min(...xs) + 600, h = Math.max(...ys) - Math.min(...ys) + 600;
  mapView.scale = Math.min(canvas.width / w, canvas.height / h);
  mapView.cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  mapView.cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  return true;
}

// Where a commander is: at his place, or with his unit.
function commanderAt(view, id) {
  const commander = (view.commanders || []).find((c) => c.id === id);
  const post = commander && commander.post;
  if (!post) return null;
  if (post.place) return post.place;
  return unitAt(view, post.unit);
}

function unitAt(view, id) {
  const unit = (view.own_units || []).find((u) => u.id === id);
  const block = unit && unit.footprint && unit.footprint.blocks && unit.footprint.blocks[0];
  return block ? block.centre : null;
}

// The messenger's way as the composer stands: from the sender through the drawn places to
// the addressee (straight where none are drawn).
function drawRoute(ctx, canvas, view) {
  const from = document.getElementById("message-from"), to = document.getElementById("message-to");
  if (!from || !to || !to.value) return;
  const [party, id] = to.value.split(":");
  const way = [commanderAt(view, from.value), ...routePoints, party === "commander" ? commanderAt(view, id) : unitAt(view, id)].filter(Boolean);
  if (way.length < 2) return;
  ctx.save();
  ctx.strokeStyle = "#6a3d9a";
  ctx.lineWidth = 2;
  ctx.setLineDash(routePoints.length ? [] : [2, 4]);
  ctx.beginPath();
  way.forEach((p, i) => { const [x, y] = toCanvas(canvas, p); if (i) ctx.lineTo(x, y); else ctx.moveTo(x, y); });
  ctx.stroke();
  ctx.restore();
}

function drawTroops(ctx, canvas, view) {
  const side = view.stamp && view.stamp.side;
  ctx.font = "12px sans-serif";
  for (const unit of view.own_units || []) {
    for (const block of (unit.footprint && unit.footprint.blocks) || []) {
      const [x, y] = toCanvas(canvas, block.centre);
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(((block.facing || 0) - 90) * Math.PI / 180);
      ctx.fillStyle = sideColour(side);
      const w = Math.max(3, block.width * mapView.scale), d = Math.max(2, block.depth * mapView.scale);
      ctx.fillRect(-w / 2, -d / 2, w, d);
      ctx.restore();
    }
    const at = unitAt(view, unit.id);
    if (at) {
      const [x, y] = toCanvas(canvas, at);
      ctx.fillStyle = "#222";
      ctx.fillText(unit.label, x + 6, y - 6);
    }
  }
  ctx.setLineDash([5, 4]);
  ctx.strokeStyle = sideColour(side === "red" ? "blue" : "red");
  for (const report of view.reported_enemy || []) {
    if (!report.position) continue;
    const [x, y] = toCanvas(canvas, report.position);
    ctx.strokeRect(x - 8, y - 5, 16, 10);
    ctx.fillStyle = "#555";
    ctx.fillText(`turn ${report.as_of_turn}`, x + 10, y + 4);
  }
  ctx.setLineDash([]);
}

function drawReisswitzMap(view) {
  const canvas = document.getElementById("board");
  const ctx = canvas.getContext("2d");
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (mapView.scale === null && !fitView(canvas, view)) return;
  for (const sheet of mapSheets || []) drawSheet(ctx, canvas, sheet);
  drawTroops(ctx, canvas, view);
  drawRoute(ctx, canvas, view);
}

let redrawAsked = false;
function redrawMap() {
  if (redrawAsked) return;
  redrawAsked = true;
  requestAnimationFrame(() => {
    redrawAsked = false;
    if (current && current.system === "reisswitz_1815") drawReisswitzMap(current.view);
  });
}

// Notes when a new message reached the side: the reaction time counts from then.
function noteInbox(view) {
  const inbox = view.inbox || [];
  const last = inbox.length ? JSON.stringify(inbox[inbox.length - 1]) : "";
  const key = `${inbox.length}:${last}`;
  if (inboxSeen !== null && key !== inboxSeen) {
    reportInHandAt = Date.now();
    minutesTyped = false;
  }
  inboxSeen = key;
}

// The minutes since the last report came in, until the player types his own.
function tickReaction() {
  const minutes = document.getElementById("message-minutes");
  if (!minutes || minutesTyped) return;
  minutes.value = Math.min(240, (Date.now() - reportInHandAt) / 60000).toFixed(1);
}
setInterval(tickReaction, 5000);

function drawReisswitz(view) {
  noteInbox(view);
  askForMap();
  drawReisswitzMap(view);
  tickReaction();
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

function field(tag, id, props) {
  const node = el(tag);
  node.id = id;
  Object.assign(node, props || {});
  return node;
}

// The composer: an order or report from the seat's commander to a commander or unit of its
// side, straight or along a route drawn on the map. Built once; a new view only refreshes who
// can send and receive, so typing survives.
function reisswitzComposer(frame) {
  const controls = document.getElementById("controls");
  const view = frame.view;
  if (controls.dataset.system !== "reisswitz_1815") {
    controls.dataset.system = "reisswitz_1815";
    const kind = field("select", "message-kind");
    fillSelect(kind, [["order", "Order"], ["report", "Report"]]);
    const from = field("select", "message-from"), to = field("select", "message-to");
    from.addEventListener("change", redrawMap);
    to.addEventListener("change", redrawMap);
    const text = field("textarea", "message-text");
    const minutes = field("input", "message-minutes", { type: "number", min: "0", max: "240", step: "0.1", value: "0" });
    minutes.addEventListener("input", () => { minutesTyped = true; });
    const drawing = field("input", "message-route-draw", { type: "checkbox" });
    const clear = el("button", "Clear the route");
    clear.addEventListener("click", () => { routePoints = []; redrawMap(); });
    const send = el("button", "Send through the umpire");
    send.addEventListener("click", () => sendMessage(kind, from, to, text, minutes));
    controls.replaceChildren(el("h2", "Send an order or report"),
      labelled("Kind: ", kind), labelled("From: ", from), labelled("To: ", to),
      labelled("Text:", text),
      labelled("Draw the route on the map (click the places the messenger rides through) ", drawing), clear,
      labelled("Minutes taken to decide (counted from the last report in hand; correct it if need be): ", minutes),
      send, mapButtons(),
      el("p", "Without a route the messenger rides straight to the addressee, and arrives when a rider could carry it."));
  }
  const commanders = (view.commanders || []).filter((c) => !frame.commander || c.id === frame.commander);
  fillSelect(document.getElementById("message-from"), commanders.map((c) => [c.id, c.name]));
  fillSelect(document.getElementById("message-to"), [
    ...(view.commanders || []).map((c) => [`commander:${c.id}`, c.name]),
    ...(view.own_units || []).map((u) => [`unit:${u.id}`, `${u.label} — ${u.name}`]),
  ]);
}

function sendMessage(kind, from, to, text, minutes) {
  const [party, id] = to.value.split(":");
  if (!text.value.trim()) { say("Write the message first.", true); return; }
  const route = routePoints.map((p) => ({ x: p.x, y: p.y }));
  request({ message: {
    kind: kind.value, from: from.value, to: { [party]: id },
    text: text.value, reaction_minutes: Number(minutes.value) || 0, route,
  } }, `${kind.value === "order" ? "Order" : "Report"} to ${to.selectedOptions[0].textContent}`);
  text.value = "";
  routePoints = [];
  minutesTyped = false;
  reportInHandAt = Date.now();
  redrawMap();
}

function mapButtons() {
  const box = el("div");
  const zoom = (factor) => () => { if (mapView.scale) { mapView.scale *= factor; redrawMap(); } };
  for (const [text, act] of [["Zoom in", zoom(2)], ["Zoom out", zoom(0.5)],
    ["Fit to the troops", () => { mapView.scale = null; redrawMap(); }]]) {
    const button = el("button", text);
    button.addEventListener("click", act);
    box.appendChild(button);
  }
  return box;
}

// Dragging pans the map; the wheel zooms about the pointer; a click while drawing the route
// adds a place to it.
(function mapPointer() {
  const canvas = document.getElementById("board");
  let down = null;
  const at = (event) => {
    const box = canvas.getBoundingClientRect();
    return [(event.clientX - box.left) * (canvas.width / box.width), (event.clientY - box.top) * (canvas.height / box.height)];
  };
  const ours = () => current && current.system === "reisswitz_1815" && mapView.scale;
  canvas.addEventListener("pointerdown", (event) => { if (ours()) down = { xy: at(event), moved: false }; });
  canvas.addEventListener("pointermove", (event) => {
    if (!down || !ours()) return;
    const [x, y] = at(event), dx = x - down.xy[0], dy = y - down.xy[1];
    if (!down.moved && Math.hypot(dx, dy) < 4) return;
    down.moved = true;
    mapView.cx -= dx / mapView.scale;
    mapView.cy -= dy / mapView.scale;
    down.xy = [x, y];
    redrawMap();
  });
  canvas.addEventListener("pointerup", (event) => {
    const was = down;
    down = null;
    if (!was || was.moved || !ours()) return;
    const drawing = document.getElementById("message-route-draw");
    if (drawing && drawing.checked) {
      const [x, y] = at(event);
      routePoints.push(fromCanvas(canvas, x, y));
      say(`The route passes ${routePoints.length} ${routePoints.length === 1 ? "place" : "places"}.`);
      redrawMap();
    }
  });
  canvas.addEventListener("wheel", (event) => {
    if (!ours()) return;
    event.preventDefault();
    const [x, y] = at(event), before = fromCanvas(canvas, x, y);
    mapView.scale *= event.deltaY < 0 ? 1.25 : 0.8;
    const after = fromCanvas(canvas, x, y);
    mapView.cx += before.x - after.x;
    mapView.cy += before.y - after.y;
    redrawMap();
  }, { passive: false });
})();
