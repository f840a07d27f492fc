/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320, reflected), table-driven.
/// Invariant: `value` is the CRC of every byte fed so far (start state 0xFFFFFFFF inverted).
struct CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private var state: UInt32 = 0xFFFF_FFFF

    mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        Self.table.withUnsafeBufferPointer { t in
            var c = state
            for b in bytes { c = t[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
            state = c
        }
    }

    var value: UInt32 { state ^ 0xFFFF_FFFF }

    static func of<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
