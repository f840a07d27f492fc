/// A GIF decoder written for the tests, independent of the encoder: header, global colour table,
/// graphic control and application extensions, image descriptors, LZW with variable code sizes
/// and clear codes, and disposal 0/1/2 when compositing the frames onto a transparent canvas.
struct GIFTestDecoder {
    struct Frame { var x: Int, y: Int, width: Int, height: Int; var delay: Int; var disposal: Int; var transparent: Int?; var indices: [UInt8] }

    var width = 0, height = 0
    var palette: [(UInt8, UInt8, UInt8)] = []
    var loopCount: Int?
    var frames: [Frame] = []

    enum Failure: Error { case bad(String) }

    init(_ d: [UInt8]) throws {
        guard d.count > 13, String(decoding: d[0..<6], as: UTF8.self) == "GIF89a" else { throw Failure.bad("header") }
        width = Int(d[6]) | Int(d[7]) << 8; height = Int(d[8]) | Int(d[9]) << 8
        var at = 13
        if d[10] & 0x80 != 0 {
            let n = 2 << Int(d[10] & 7)
            for i in 0..<n { palette.append((d[at + 3 * i], d[at + 3 * i + 1], d[at + 3 * i + 2])) }
            at += 3 * n
        }
        var delay = 0, disposal = 0
        var transparent: Int?
        func subBlocks() -> [UInt8] {
            var out: [UInt8] = []
            while d[at] != 0 { let n = Int(d[at]); out += d[at + 1..<at + 1 + n]; at += 1 + n }
            at += 1
            return out
        }
        while at < d.count {
            switch d[at] {
            case 0x3B: return
            case 0x21:
                let label = d[at + 1]
                at += 2
                let body = subBlocks()
                if label == 0xF9 {
                    disposal = Int(body[0] >> 2 & 7)
                    delay = Int(body[1]) | Int(body[2]) << 8
                    transparent = body[0] & 1 == 1 ? Int(body[3]) : nil
                } else if label == 0xFF, body.count >= 14, String(decoding: body[0..<11], as: UTF8.self) == "NETSCAPE2.0" {
                    loopCount = Int(body[12]) | Int(body[13]) << 8
                }
            case 0x2C:
                let x = Int(d[at + 1]) | Int(d[at + 2]) << 8, y = Int(d[at + 3]) | Int(d[at + 4]) << 8
                let w = Int(d[at + 5]) | Int(d[at + 6]) << 8, h = Int(d[at + 7]) | Int(d[at + 8]) << 8
                guard d[at + 9] & 0x80 == 0 else { throw Failure.bad("local tables not expected") }
                at += 10
                let minCode = Int(d[at]); at += 1
                let indices = try Self.lzwDecode(subBlocks(), minCodeSize: minCode, count: w * h)
                frames.append(Frame(x: x, y: y, width: w, height: h, delay: delay, disposal: disposal, transparent: transparent, indices: indices))
                delay = 0; disposal = 0; transparent = nil
            default: throw Failure.bad("unexpected block \(d[at]) at \(at)")
            }
        }
        throw Failure.bad("no trailer")
    }

    static func lzwDecode(_ data: [UInt8], minCodeSize: Int, count: Int) throws -> [UInt8] {
        let clear = 1 << minCodeSize, end = clear + 1
        var size = minCodeSize + 1
        var table: [[UInt8]] = (0..<clear).map { [UInt8($0)] } + [[], []]
        var out: [UInt8] = []
        var previous: [UInt8]?
        var bit = 0
        while true {
            guard bit + size <= data.count * 8 else { throw Failure.bad("ran out of data") }
            var code = 0
            for i in 0..<size where data[(bit + i) / 8] >> UInt8((bit + i) % 8) & 1 == 1 { code |= 1 << i }
            bit += size
            if code == clear {
                table = (0..<clear).map { [UInt8($0)] } + [[], []]
                size = minCodeSize + 1
                previous = nil
                continue
            }
            if code == end { break }
            var entry: [UInt8]
            if code < table.count {
                entry = table[code]
                if let p = previous { table.append(p + [entry[0]]) }
            } else if code == table.count, let p = previous {
                entry = p + [p[0]]
                table.append(entry)
            } else {
                throw Failure.bad("code \(code) beyond the table (\(table.count))")
            }
            out += entry
            previous = entry
            if table.count == 1 << size && size < 12 { size += 1 }
        }
        guard out.count == count else { throw Failure.bad("\(out.count) indices, expected \(count)") }
        return out
    }

    /// The composited frames as RGBA (a = 0 where transparent), by the disposal rules.
    func composite() -> [[UInt8]] {
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var out: [[UInt8]] = []
        for f in frames {
            let before = canvas
            for y in 0..<f.height {
                for x in 0..<f.width {
                    let i = Int(f.indices[y * f.width + x])
                    if i == f.transparent { continue }
                    let p = ((f.y + y) * width + f.x + x) * 4
                    canvas[p] = palette[i].0; canvas[p + 1] = palette[i].1; canvas[p + 2] = palette[i].2; canvas[p + 3] = 255
                }
            }
            out.append(canvas)
            if f.disposal == 2 {
                for y in 0..<f.height { for x in 0..<f.width { let p = ((f.y + y) * width + f.x + x) * 4; for c in 0..<4 { canvas[p + c] = 0 } } }
            } else if f.disposal == 3 {
                canvas = before
            }
        }
        return out
    }
}
