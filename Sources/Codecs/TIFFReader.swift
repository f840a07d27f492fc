/// Bounds-checked reads from a TIFF structure in either byte order.
struct TIFFReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let littleEndian: Bool

    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= 8 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        self.bytes = bytes
        guard uint16(at: 2) == 42 else { return nil }
    }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        let a = UInt16(bytes[offset]), b = UInt16(bytes[offset + 1])
        return littleEndian ? a | b << 8 : a << 8 | b
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let first = uint16(at: offset), let second = uint16(at: offset + 2) else { return nil }
        return littleEndian ? UInt32(first) | UInt32(second) << 16 : UInt32(first) << 16 | UInt32(second)
    }
}

extension TIFFReader {
    /// The entry for `tag` in the IFD at `offset`: its type, count and where its 4-byte value
    /// field lies. Nil when the IFD is out of bounds or has no such tag.
    func entry(_ tag: UInt16, inIFDAt offset: Int) -> (type: UInt16, count: UInt32, field: Int)? {
        guard let entries = uint16(at: offset) else { return nil }
        for i in 0..<Int(entries) {
            let at = offset + 2 + i * 12
            guard let t = uint16(at: at), let type = uint16(at: at + 2), let count = uint32(at: at + 4) else { return nil }
            if t == tag { return (type, count, at + 8) }
        }
        return nil
    }

    /// A SHORT or LONG entry's (first) value.
    func number(_ tag: UInt16, inIFDAt offset: Int) -> Int? {
        guard let e = entry(tag, inIFDAt: offset), e.count >= 1 else { return nil }
        switch e.type {
        case 3: return uint16(at: e.field).map(Int.init)
        case 4, 13: return uint32(at: e.field).map(Int.init)
        default: return nil
        }
    }

    /// A short ASCII entry (at most 4 bytes, held in the value field itself), without its NULs.
    func shortText(_ tag: UInt16, inIFDAt offset: Int) -> String? {
        guard let e = entry(tag, inIFDAt: offset), e.type == 2, e.count >= 1, e.count <= 4,
              e.field + Int(e.count) <= bytes.count else { return nil }
        return String(decoding: bytes[e.field..<e.field + Int(e.count)].prefix { $0 != 0 }, as: UTF8.self)
    }
}
