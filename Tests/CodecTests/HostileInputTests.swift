import Codecs
import Foundation
import Raster
import Testing

/// Bad files, each refused with one clear line naming the file.
@Suite("Hostile inputs")
struct HostileInputTests {
    static func validPNG() -> [UInt8] { makePNG(PNGLayout.all[8]).file }   // 8-bit grey

    /// Byte offset of the first chunk of `type` in a PNG.
    static func chunkOffset(_ png: [UInt8], _ type: String) -> Int {
        var at = 8
        while at + 8 <= png.count {
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            if String(decoding: png[at + 4..<at + 8], as: UTF8.self) == type { return at }
            at += 12 + length
        }
        fatalError("no \(type) chunk")
    }

    static let cases: [(label: String, name: String, bytes: [UInt8], mentions: String)] = {
        let png = validPNG()
        let idat = chunkOffset(png, "IDAT")
        var brokenCRC = png
        let idatLength = Int(png[idat + 2]) << 8 | Int(png[idat + 3])
        brokenCRC[idat + 8 + idatLength + 3] ^= 0x55      // the IDAT's CRC no longer matches
        let missingIDAT = Array(png[..<idat]) + PNGBuilder.chunk("IEND", [])
        var huge = PNGBuilder(width: 1, height: 1, bitDepth: 8, colourType: 0, samples: [[0]]).bytes()
        let hugeHeader = PNGBuilder.chunk("IHDR", PNGBuilder.bigEndian(60000) + PNGBuilder.bigEndian(60000) + [8, 6, 0, 0, 0])
        huge.replaceSubrange(8..<8 + 25, with: hugeHeader)
        var random = [UInt8](repeating: 0, count: 4096)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in random.indices { state = state &* 6_364_136_223_846_793_005 &+ 1; random[i] = UInt8(state >> 56) }
        let text = Array("<html><body>not an image</body></html>\n".utf8)
        let jpeg = JPEGBuilder.encode([UInt8](repeating: 90, count: 16 * 16), width: 16, height: 16,
                                      inputSpace: JPEGBuilder.grayscale)
        return [
            ("truncated PNG", "cut.png", Array(png[..<(idat + 20)]), "truncated"),
            ("PNG with a broken CRC", "crc.png", brokenCRC, "CRC"),
            ("PNG without IDAT", "noidat.png", missingIDAT, "PNG"),
            ("PNG claiming 60000×60000", "huge.png", huge, "limit"),
            ("empty file", "empty.png", [], "empty"),
            ("random bytes", "random.png", random, "not a PNG or JPEG"),
            ("text named .png", "page.png", text, "text"),
            ("JPEG cut inside its header", "cut.jpg", Array(jpeg.prefix(40)), "JPEG"),
            ("PNG signature then garbage", "sig.png", Array(png.prefix(8)) + random.prefix(100), "PNG"),
            // A JPEG frame header claiming 0 lines: libjpeg's "Empty JPEG image" must come back as an error.
            ("JPEG of height 0", "zero.jpg", [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x00, 0x00, 0x10, 0x01,
                                              0x01, 0x11, 0x00, 0xFF, 0xD9], "JPEG"),
        ]
    }()

    @Test("each bad file throws one line naming the file", arguments: 0..<cases.count)
    func refused(index: Int) throws {
        let c = Self.cases[index]
        let folder = try TemporaryFolder()
        let path = try folder.file(c.name, c.bytes)
        do {
            _ = try ImageFile.read(path: path)
            Issue.record("\(c.label) was accepted")
        } catch let error as CodecError {
            #expect(error.file == path)
            #expect(error.description.hasPrefix(path + ": "))
            #expect(!error.description.contains("\n"))
            #expect(error.problem.contains(c.mentions), "\(c.label): \(error.problem)")
        }
    }

    @Test("a missing file throws naming it")
    func missingFile() {
        #expect(throws: CodecError.self) { try ImageFile.read(path: "/nonexistent/nowhere.png") }
        do { _ = try ImageFile.read(path: "/nonexistent/nowhere.png") } catch {
            #expect("\(error)".hasPrefix("/nonexistent/nowhere.png: "))
        }
    }

    @Test("the pixel limit is checked against the header before decoding")
    func limitIsSettable() throws {
        let png = Self.validPNG()   // 19 × 13
        #expect(throws: CodecError.self) { try ImageFile.decode(bytes: png, name: "x.png", limits: DecodeLimits(maxPixels: 200)) }
        #expect(try ImageFile.decode(bytes: png, name: "x.png", limits: DecodeLimits(maxPixels: 247)).image.width == 19)
    }
}
