import Codecs
import Raster

/// Reads an APNG in the tests, independently of the writer: walks the chunks (checking every
/// CRC with a bitwise CRC-32), rebuilds each frame's rectangle as a standalone PNG that our PNG
/// decoder opens, and composites the frames by the APNG rules (dispose, blend) into full frames.
struct APNGTestReader {
    struct FrameControl: Equatable {
        var sequence: UInt32, width: Int, height: Int, x: Int, y: Int
        var delayNumerator: Int, delayDenominator: Int, dispose: UInt8, blend: UInt8
    }
    struct Chunk { var type: String; var data: [UInt8] }

    var chunks: [Chunk] = []
    var width = 0, height = 0
    var frameCount = 0, plays = 0
    var controls: [FrameControl] = []
    /// Every composited frame, straight alpha as decoded (premultiplied `Image`).
    var frames: [Image] = []

    enum Failure: Error { case bad(String) }

    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }

    static func u32(_ d: [UInt8], _ at: Int) -> UInt32 {
        UInt32(d[at]) << 24 | UInt32(d[at + 1]) << 16 | UInt32(d[at + 2]) << 8 | UInt32(d[at + 3])
    }

    init(_ file: [UInt8]) throws {
        guard file.count > 8, Array(file[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw Failure.bad("signature") }
        var at = 8
        while at < file.count {
            let length = Int(Self.u32(file, at))
            let type = String(decoding: file[at + 4..<at + 8], as: UTF8.self)
            let data = Array(file[at + 8..<at + 8 + length])
            guard Self.crc(file[at + 4..<at + 8 + length]) == Self.u32(file, at + 8 + length) else { throw Failure.bad("CRC of \(type)") }
            chunks.append(Chunk(type: type, data: data))
            at += 12 + length
        }
        guard chunks.first?.type == "IHDR", chunks.last?.type == "IEND" else { throw Failure.bad("IHDR/IEND") }
        let ihdr = chunks[0].data
        width = Int(Self.u32(ihdr, 0)); height = Int(Self.u32(ihdr, 4))
        guard let actl = chunks.first(where: { $0.type == "acTL" }) else { throw Failure.bad("no acTL") }
        frameCount = Int(Self.u32(actl.data, 0)); plays = Int(Self.u32(actl.data, 4))

        // Group the image data by frame.
        var parts: [(FrameControl, [UInt8])] = []
        var expectedSequence: UInt32 = 0
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                let d = chunk.data
                let control = FrameControl(sequence: Self.u32(d, 0), width: Int(Self.u32(d, 4)), height: Int(Self.u32(d, 8)),
                                           x: Int(Self.u32(d, 12)), y: Int(Self.u32(d, 16)),
                                           delayNumerator: Int(d[20]) << 8 | Int(d[21]), delayDenominator: Int(d[22]) << 8 | Int(d[23]),
                                           dispose: d[24], blend: d[25])
                guard control.sequence == expectedSequence else { throw Failure.bad("fcTL sequence \(control.sequence) ≠ \(expectedSequence)") }
                expectedSequence += 1
                controls.append(control)
                parts.append((control, []))
            case "IDAT":
                guard !parts.isEmpty else { throw Failure.bad("IDAT before the first fcTL (default image not a frame)") }
                parts[parts.count - 1].1 += chunk.data
            case "fdAT":
                guard Self.u32(chunk.data, 0) == expectedSequence else { throw Failure.bad("fdAT sequence") }
                expectedSequence += 1
                parts[parts.count - 1].1 += chunk.data[4...]
            default: break
            }
        }
        guard parts.count == frameCount else { throw Failure.bad("\(parts.count) frames, acTL says \(frameCount)") }

        // Composite.
        var canvas = Image(width: width, height: height)
        for (control, data) in parts {
            var header = ihdr
            header.replaceSubrange(0..<8, with: Self.be(UInt32(control.width)) + Self.be(UInt32(control.height)))
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            png += Self.chunk("IHDR", header) + Self.chunk("IDAT", data) + Self.chunk("IEND", [])
            let part = try ImageFile.decode(bytes: png, name: "frame").image
            let before = canvas
            for y in 0..<control.height {
                for x in 0..<control.width {
                    let src = part[x, y]
                    if control.blend == 0 {
                        canvas[control.x + x, control.y + y] = src
                    } else {
                        let dst = canvas[control.x + x, control.y + y]
                        func over(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8(min(255, Int(s) + (Int(d) * (255 - Int(src.a)) + 127) / 255)) }
                        canvas[control.x + x, control.y + y] = PremultipliedRGBA8(r: over(src.r, dst.r), g: over(src.g, dst.g), b: over(src.b, dst.b), a: over(src.a, dst.a))
                    }
                }
            }
            frames.append(canvas)
            if control.dispose == 1 {
                for y in 0..<control.height { for x in 0..<control.width { canvas[control.x + x, control.y + y] = .transparent } }
            } else if control.dispose == 2 {
                canvas = before
            }
        }
    }

    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be(UInt32(data.count)) + body + be(crc(body[...]))
    }
}
