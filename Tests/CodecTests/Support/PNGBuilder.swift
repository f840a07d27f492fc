/// A deliberately simple PNG writer for tests: any colour type and bit depth, Adam7 or not, the
/// row filters asked for (None by default), zlib stored blocks. Independent of the codec under test.
struct PNGBuilder {
    var width: Int
    var height: Int
    var bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
    var colourType: Int
    var interlaced = false
    /// Channel values per pixel, row-major; each below 2^bitDepth.
    var samples: [[Int]]
    var palette: [(UInt8, UInt8, UInt8)] = []
    /// The tRNS chunk's data, if any.
    var transparency: [UInt8]? = nil
    /// Extra chunks written before IDAT (type, data).
    var ancillary: [(String, [UInt8])] = []
    /// Filter types (0–4) used in turn, row after row of each pass.
    var filters: [Int] = [0]

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType]! }

    /// The complete file.
    func bytes() -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = PNGBuilder.bigEndian(UInt32(width)) + PNGBuilder.bigEndian(UInt32(height))
        header += [UInt8(bitDepth), UInt8(colourType), 0, 0, interlaced ? 1 : 0]
        out += PNGBuilder.chunk("IHDR", header)
        for (type, data) in ancillary { out += PNGBuilder.chunk(type, data) }
        if colourType == 3 { out += PNGBuilder.chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if let transparency { out += PNGBuilder.chunk("tRNS", transparency) }
        out += PNGBuilder.chunk("IDAT", PNGBuilder.zlibStored(rawScanlines()))
        out += PNGBuilder.chunk("IEND", [])
        return out
    }

    /// The filtered scanlines of every pass.
    func rawScanlines() -> [UInt8] {
        let passes: [(Int, Int, Int, Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var out: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx))
            if xs.isEmpty { continue }
            var above: [UInt8]? = nil
            for (k, y) in stride(from: y0, to: height, by: dy).enumerated() {
                let row = packRow(xs.map { samples[y * width + $0] })
                let filter = filters[k % filters.count]
                out.append(UInt8(filter))
                out += PNGBuilder.filtered(row, above: above ?? [UInt8](repeating: 0, count: row.count),
                                           filter: filter, bpp: max(1, channels * bitDepth / 8))
                above = row
            }
        }
        return out
    }

    /// `row` filtered with `filter` as the PNG specification (§9.2–9.4) writes it.
    static func filtered(_ row: [UInt8], above: [UInt8], filter: Int, bpp: Int) -> [UInt8] {
        row.indices.map { i in
            let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(above[i]), c = i >= bpp ? Int(above[i - bpp]) : 0
            let prediction: Int
            switch filter {
            case 1: prediction = a
            case 2: prediction = b
            case 3: prediction = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: prediction = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - prediction)
        }
    }

    private func packRow(_ pixels: [[Int]]) -> [UInt8] {
        var bytes: [UInt8] = []
        var accumulator = 0, bits = 0
        for pixel in pixels {
            for value in pixel {
                if bitDepth == 16 {
                    bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
                } else if bitDepth == 8 {
                    bytes.append(UInt8(value))
                } else {
                    accumulator = accumulator << bitDepth | value
                    bits += bitDepth
                    if bits == 8 { bytes.append(UInt8(accumulator)); accumulator = 0; bits = 0 }
                }
            }
        }
        if bits > 0 { bytes.append(UInt8(accumulator << (8 - bits))) }
        return bytes
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, data.count - offset)
            let final: UInt8 = offset + n == data.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[offset..<offset + n]
            offset += n
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + bigEndian(b << 16 | a)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
