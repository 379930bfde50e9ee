import { describe, expect, it } from "vitest"
import { addressRange, isIpLiteral, isPublicAddress } from "../../../url/ipaddr/index.ts"

describe("addressRange", () => {
  it.each([
    ["8.8.8.8", "unicast"],
    ["2001:4860:4860::8888", "unicast"],
    ["10.0.0.1", "private"],
    ["172.16.5.4", "private"],
    ["192.168.1.1", "private"],
    ["127.0.0.1", "loopback"],
    ["169.254.169.254", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["224.0.0.1", "multicast"],
    ["192.0.2.1", "reserved"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "linkLocal"],
    ["fd00::1", "uniqueLocal"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:8.8.8.8", "unicast"],
    ["64:ff9b::a00:1", "rfc6052"],
    ["2002:a00:1::", "6to4"],
    ["2001::1", "teredo"],
    ["2001:db8::1", "reserved"]
  ])("%s is %s", (address, range) => expect(addressRange(address)).toBe(range))

  it("only globally routable unicast is public; garbage is not", () => {
    expect(isPublicAddress("93.184.216.34")).toBe(true)
    for (const address of ["10.0.0.1", "::ffff:127.0.0.1", "fd12::1", "not an ip", "", "999.1.1.1"]) {
      expect(isPublicAddress(address)).toBe(false)
    }
  })

  it("recognises literals as the URL parser writes them", () => {
    expect(isIpLiteral("127.0.0.1")).toBe(true)
    expect(isIpLiteral("[::1]")).toBe(true)
    expect(isIpLiteral("::ffff:10.0.0.1")).toBe(true)
    expect(isIpLiteral("example.com")).toBe(false)
    expect(isIpLiteral("1.2.3")).toBe(false)
  })
})
