-- Feeds wrk one pre-signed purchase per request from the bench's pool file and reports, as one JSON line, what
-- it sent and what came back. Arguments (after `--`):
--   pool file, mode ("stream" | "cycle"), first line number, its byte offset, line count (cycle),
--   bodies file (one request body per line; line n of the pool uses body n % #bodies), count statuses ("1"/"0")
-- stream: lines from the offset on, each sent once (a fresh purchase); at the end of the file it wraps and counts
--         every line sent again as `reused` (the bench sizes the pool so that this stays 0).
-- cycle:  `count` lines from the offset, over and over (replays of purchases already made; the ceiling's load).

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

local file, mode, line, first, lines, bodies, path
sent = 0
reused = 0
consumed = 0
statuses = {}
replays = 0

local function split(text)
  local tab = text:find("\t", 1, true)
  return text:sub(1, tab - 1), text:sub(tab + 1)
end

function init(args)
  mode = args[2]
  line = tonumber(args[3])
  bodies = {}
  for body in io.lines(args[6]) do table.insert(bodies, body) end
  path = wrk.path
  file = assert(io.open(args[1], "r"))
  file:seek("set", tonumber(args[4]))
  if mode == "cycle" then
    first = line
    lines = {}
    for _ = 1, tonumber(args[5]) do
      local text = file:read("*l")
      if text == nil then break end
      table.insert(lines, text)
    end
    file:close()
  end
  if args[7] ~= "1" then response = nil end
end

local function purchase(n, text)
  local key, signature = split(text)
  return wrk.format("POST", path, {
    ["Content-Type"] = "application/json",
    ["Idempotency-Key"] = key,
    ["Payment-Signature"] = signature
  }, bodies[(n % #bodies) + 1])
end

function request()
  sent = sent + 1
  if mode == "cycle" then
    local index = (sent - 1) % #lines
    return purchase(first + index, lines[index + 1])
  end
  local text = file:read("*l")
  if text == nil then
    file:seek("set", 0)
    line = 0
    reused = reused + 1
    text = file:read("*l")
  end
  consumed = consumed + #text + 1
  local n = line
  line = line + 1
  return purchase(n, text)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if headers["x-idempotent-replay"] ~= nil or headers["X-Idempotent-Replay"] ~= nil then
    replays = replays + 1
  end
end

function done(summary, latency, requests)
  local total = { sent = 0, consumed = 0, reused = 0, replays = 0, statuses = {} }
  for _, thread in ipairs(threads) do
    total.sent = total.sent + thread:get("sent")
    total.consumed = total.consumed + thread:get("consumed")
    total.reused = total.reused + thread:get("reused")
    total.replays = total.replays + thread:get("replays")
    for status, n in pairs(thread:get("statuses")) do
      total.statuses[status] = (total.statuses[status] or 0) + n
    end
  end
  local parts = {}
  for status, n in pairs(total.statuses) do table.insert(parts, string.format('"%d":%d', status, n)) end
  local e = summary.errors
  io.write(string.format(
    'BENCH_RESULT {"requests":%d,"durationMicros":%d,"bytes":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"latencyMicros":{"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f},' ..
    '"sent":%d,"consumedBytes":%d,"reused":%d,"replays":%d,"statuses":{%s}}\n',
    summary.requests, summary.duration, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
    total.sent, total.consumed, total.reused, total.replays, table.concat(parts, ",")))
end
