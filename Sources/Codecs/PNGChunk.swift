/// One PNG chunk: a four-letter type and its data. Invariant: `type` is 4 ASCII letters.
struct PNGChunk {
    var type: [UInt8]
    var data: [UInt8]

    init(_ type: String, _ data: [UInt8]) {
        precondition(type.utf8.count == 4, "a chunk type has four letters")
        self.type = Array(type.utf8)
        self.data = data
    }

    /// Length, type, data and CRC (of type and data), as they lie in a file.
    var bytes: [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(data.count + 12)
        out.appendBigEndian(UInt32(data.count))
        out += type
        out += data
        var crc = CRC32()
        crc.update(type)
        crc.update(data)
        out.appendBigEndian(crc.value)
        return out
    }

    /// The chunks of a PNG file (after the 8-byte signature), lengths checked, CRCs not.
    static func split(_ png: [UInt8]) -> [PNGChunk]? {
        var chunks: [PNGChunk] = []
        var at = 8
        while at + 12 <= png.count {
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            guard at + 12 + length <= png.count else { return nil }
            var chunk = PNGChunk("IEND", [])
            chunk.type = Array(png[at + 4..<at + 8])
            chunk.data = Array(png[at + 8..<at + 8 + length])
            chunks.append(chunk)
            at += 12 + length
        }
        return at == png.count ? chunks : nil
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ v: UInt32) {
        append(UInt8(v >> 24)); append(UInt8(v >> 16 & 0xFF)); append(UInt8(v >> 8 & 0xFF)); append(UInt8(v & 0xFF))
    }
    mutating func appendBigEndian(_ v: UInt16) {
        append(UInt8(v >> 8)); append(UInt8(v & 0xFF))
    }
}
