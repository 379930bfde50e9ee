import { define } from "../../redis/Script.ts"

/**
 * The Lua scripts of the Redis store: each state transition is one script, so it is atomic (Redis runs a script
 * to completion before any other command) and costs one round trip (EVALSHA). Every key a script touches carries
 * the purchase's shard tag (see Keys.ts), so each script runs in one slot on Redis Cluster; the claim script and
 * `retain` reach keys they were not passed (records named by index members, nonce bindings named by a set), which
 * Redis allows because those keys hash to the same slot.
 *
 * A record hash holds `json` (the record as the application last wrote it), `version` and, while the record is
 * in flight, `owner` and `expiresAt`. `version` and the lease fields are authoritative: the claim script takes
 * over a lease by rewriting them, without re-encoding the JSON in Lua (cjson would turn `[]` into `{}` and
 * could reformat numbers, and the stored JSON must stay exactly what the core codec wrote). Readers overlay them
 * on the decoded JSON (StoredRecord.ts).
 */
/** Helpers shared by the scripts that write a purchase. */
const prelude = `
-- The reply a script gives with the stored record: json, version, owner, expiresAt (false when absent).
local function fields(rec)
  return redis.call('HMGET', rec, 'json', 'version', 'owner', 'expiresAt')
end

-- Writes a record from the record arguments (json, version, in flight '1'/'0', lease owner, lease expiresAt,
-- createdAt, member); an in-flight record (executing, settling) joins both pending indexes, any other leaves them.
local function writeRecord(rec, pending, created, json, version, inFlight, owner, expiresAt, createdAt, member)
  redis.call('HSET', rec, 'json', json, 'version', version)
  if inFlight == '1' then
    redis.call('HSET', rec, 'owner', owner, 'expiresAt', expiresAt)
    redis.call('ZADD', pending, expiresAt, member)
    redis.call('ZADD', created, createdAt, member)
  else
    redis.call('HDEL', rec, 'owner', 'expiresAt')
    redis.call('ZREM', pending, member)
    redis.call('ZREM', created, member)
  end
end

-- Gives a purchase's record, its nonce set and every nonce bound to it one lifetime: ttl seconds, or none when
-- ttl is 0 (in flight: the pending index, not a TTL, bounds its life). Bindings so live exactly as long as the
-- record they guard.
local function retain(rec, nonces, ttl)
  local keys = redis.call('SMEMBERS', nonces)
  keys[#keys + 1] = nonces
  if rec then keys[#keys + 1] = rec end
  for _, key in ipairs(keys) do
    if ttl > 0 then redis.call('EXPIRE', key, ttl) else redis.call('PERSIST', key) end
  end
end

-- Binds a nonce to an idempotency key; returns the other key it is already bound to, or nil.
local function bindNonce(nonceKey, nonces, idempotencyKey)
  local bound = redis.call('GET', nonceKey)
  if bound and bound ~= idempotencyKey then return bound end
  redis.call('SET', nonceKey, idempotencyKey)
  redis.call('SADD', nonces, nonceKey)
  return nil
end
`

/**
 * Acquire: creates an executing record with its lease, binds its nonce and indexes it, unless the key exists
 * (reply: Exists + the stored fields) or the nonce pays for another key of this payer (reply: NonceTaken + key).
 * KEYS: record, nonces, pending, created, nonce binding.
 * ARGV: the 7 record arguments (see writeRecord), idempotencyKey.
 */
export const create = define(
  "create",
  `${prelude}
if redis.call('EXISTS', KEYS[1]) == 1 then return {'Exists', unpack(fields(KEYS[1]))} end
local taken = bindNonce(KEYS[5], KEYS[2], ARGV[8])
if taken then return {'NonceTaken', taken} end
writeRecord(KEYS[1], KEYS[3], KEYS[4], unpack(ARGV, 1, 7))
retain(KEYS[1], KEYS[2], 0)
return {'Created'}
`
)

/**
 * Compare-and-set on `version`: replaces the record, optionally binds a new nonce (resume), maintains the pending
 * indexes and sets the lifetime of the stage (ttl 0 while in flight). Replies Updated, Stale + the stored fields
 * (all false when the record is gone) or NonceTaken + key.
 * KEYS: record, nonces, pending, created[, nonce binding].
 * ARGV: expected version, the 7 record arguments (see writeRecord), ttl seconds, idempotencyKey.
 */
export const update = define(
  "update",
  `${prelude}
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then return {'Stale', unpack(fields(KEYS[1]))} end
if KEYS[5] then
  local taken = bindNonce(KEYS[5], KEYS[2], ARGV[10])
  if taken then return {'NonceTaken', taken} end
end
writeRecord(KEYS[1], KEYS[3], KEYS[4], unpack(ARGV, 2, 8))
retain(KEYS[1], KEYS[2], tonumber(ARGV[9]))
return {'Updated'}
`
)

/**
 * Compare-and-delete: removes a record at `version` from the store and the pending indexes (1), or nothing (0).
 * Its nonce bindings stay, with a lifetime, so the client may retry the key with the same authorization while
 * no other key can take that authorization.
 * KEYS: record, nonces, pending, created. ARGV: version, member, ttl seconds of the bindings.
 */
export const release = define(
  "release",
  `${prelude}
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[3], ARGV[2])
redis.call('ZREM', KEYS[4], ARGV[2])
retain(false, KEYS[2], tonumber(ARGV[3]))
return 1
`
)

/**
 * Lease renewal, a compare-and-set on the owner: moves the lease expiry (hash field and pending score) if the
 * record is in flight under this owner; the version stays. Replies 1 (Renewed), 0 (Lost: another owner, or the
 * record is gone) or -1 (Ended: the record left flight, which is when `owner` is absent).
 * KEYS: record, pending. ARGV: owner, expiresAt, member.
 */
export const renew = define(
  "renew",
  `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local owner = redis.call('HGET', KEYS[1], 'owner')
if not owner then return -1 end
if owner ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'expiresAt', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
return 1
`
)

/**
 * Reclaims up to `count` records of one shard whose lease expired at `now`, oldest lease first: bumps `version`,
 * sets the new lease and re-scores the pending entry. The selection and the takeover are one script, so two
 * workers never claim the same record. Replies json, version, previous lease expiry triples. An index entry
 * without a record (deleted by hand) is dropped.
 * KEYS: pending, created. ARGV: now, owner, lease expiresAt, record key prefix of the shard, count.
 */
export const claim = define(
  "claim",
  `
local claimed = {}
local members = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[5]))
for i = 1, #members, 2 do
  local member = members[i]
  local rec = ARGV[4] .. member
  local json = redis.call('HGET', rec, 'json')
  if json then
    local version = redis.call('HINCRBY', rec, 'version', 1)
    redis.call('HSET', rec, 'owner', ARGV[2], 'expiresAt', ARGV[3])
    redis.call('ZADD', KEYS[1], ARGV[3], member)
    claimed[#claimed + 1] = json
    claimed[#claimed + 1] = tostring(version)
    claimed[#claimed + 1] = members[i + 1]
  else
    redis.call('ZREM', KEYS[1], member)
    redis.call('ZREM', KEYS[2], member)
  end
end
return claimed
`
)

/**
 * Read-only: the number of in-flight records of one shard and the oldest createdAt among them (false if none).
 * KEYS: pending, created.
 */
export const stats = define(
  "stats",
  `
local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
return {redis.call('ZCARD', KEYS[1]), oldest[2] or false}
`
)
