import Raster
import Testing
@testable import Codecs

/// PNG image data inflated ahead by libdeflate and handed to libpng as stored blocks decode to
/// exactly what libpng's own inflate gives, for every layout and chunking; and every file the
/// fast way declines (interlaced, damaged, oddly chunked) is read the usual way, with the same
/// pixels or the same message.
@Suite("PNG data inflated ahead")
struct PNGInflateAheadTests {
    /// One way: the result, and whether the data were inflated ahead.
    private func decode(_ file: [UInt8], ahead: Bool, limits: DecodeLimits) -> (Result<DecodedImage, any Error>, Bool) {
        let (result, inflatedAhead, _) = decodeRoute(file, ahead: ahead, limits: limits)
        return (result, inflatedAhead)
    }

    /// One way: the result, whether the data were inflated ahead, and whether into the image.
    private func decodeRoute(_ file: [UInt8], ahead: Bool, limits: DecodeLimits = DecodeLimits())
        -> (Result<DecodedImage, any Error>, inflatedAhead: Bool, inPlace: Bool) {
        file.withUnsafeBufferPointer { bytes in
            do {
                let decoded = try PNGDecoder.decode(bytes, name: "t.png", limits: limits, inflatingAhead: ahead)
                return (.success(decoded.image), decoded.inflatedAhead, decoded.inPlace)
            } catch {
                return (.failure(error), false, false)
            }
        }
    }

    /// Both ways, and whether the first one inflated ahead.
    private func decodeBothWays(_ file: [UInt8], limits: DecodeLimits = DecodeLimits())
        -> (ahead: Result<DecodedImage, any Error>, plain: Result<DecodedImage, any Error>, inflatedAhead: Bool) {
        let (ahead, inflatedAhead) = decode(file, ahead: true, limits: limits)
        let (plain, plainInflated) = decode(file, ahead: false, limits: limits)
        #expect(!plainInflated)
        return (ahead, plain, inflatedAhead)
    }

    /// True when both ways gave the same pixels, colour and warnings, or the same message.
    private func same(_ a: Result<DecodedImage, any Error>, _ b: Result<DecodedImage, any Error>) -> Bool {
        switch (a, b) {
        case let (.success(x), .success(y)):
            return x.image == y.image && x.colour == y.colour && x.warnings == y.warnings
        case let (.failure(x), .failure(y)):
            return "\(x)" == "\(y)"
        default:
            return false
        }
    }

    /// A result in a few words (an image's size, or the message), for failure notes.
    private func summary(_ r: Result<DecodedImage, any Error>) -> String {
        switch r {
        case let .success(d): return "\(d.image.width)×\(d.image.height), warnings \(d.warnings)"
        case let .failure(e): return "\(e)"
        }
    }

    /// The file's chunks as (type, data).
    private func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var at = 8, out: [(String, [UInt8])] = []
        while at + 12 <= png.count {
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            out.append((String(decoding: png[at + 4..<at + 8], as: UTF8.self), Array(png[at + 8..<at + 8 + length])))
            at += 12 + length
        }
        return out
    }

    /// The file rebuilt from chunks, each with a right CRC.
    private func file(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunks.flatMap { PNGBuilder.chunk($0.type, $0.data) }
    }

    /// The file with its image data (`transform` of the IDAT stream) cut into IDATs of `sizes`
    /// bytes, the rest in a last one.
    private func rechunked(_ png: [UInt8], sizes: [Int], transform: ([UInt8]) -> [UInt8] = { $0 }) -> [UInt8] {
        let all = chunks(png)
        var stream = transform(all.filter { $0.type == "IDAT" }.flatMap(\.data))
        var idats: [(type: String, data: [UInt8])] = []
        for size in sizes {
            idats.append(("IDAT", Array(stream.prefix(size))))
            stream.removeFirst(min(size, stream.count))
        }
        idats.append(("IDAT", stream))
        let first = all.firstIndex { $0.type == "IDAT" }!
        return file(Array(all[..<first]) + idats + all[first...].filter { $0.type != "IDAT" })
    }

    /// A compressed PNG (the product's own encoder) of noise under smooth gradients, `width` × `height`.
    private func compressedPNG(width: Int, height: Int, opaque: Bool = false) throws -> [UInt8] {
        var image = TestImages.translucent(width: width, height: height)
        var state: UInt32 = 99
        image.withUnsafeMutableBytes { bytes in
            for i in stride(from: 0, to: bytes.count, by: 4) where (i / 4) % 5 == 0 {
                state = state &* 1_103_515_245 &+ 12345
                let a = opaque ? 255 : bytes[i + 3]
                bytes[i] = min(a, UInt8(truncatingIfNeeded: state >> 24)); bytes[i + 3] = a
            }
        }
        return try PNGEncoder.encode(image, colour: ColourInfo(), options: PNGEncodeOptions())
    }

    @Test("every layout: the same pixels both ways; non-interlaced ones inflated ahead",
          arguments: PNGLayout.all)
    func everyLayout(layout: PNGLayout) throws {
        let file = makePNG(layout).file
        let (ahead, plain, inflatedAhead) = decodeBothWays(file)
        let agree = same(ahead, plain)
        #expect(agree, "\(summary(ahead)) against \(summary(plain))")
        #expect(inflatedAhead == !layout.interlaced)
        _ = try ahead.get()
        // Into the image's own buffer when the filtered rows fit in it with a byte a row to spare
        // (all but 16-bit RGB and RGBA); those go into a buffer of their own.
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][layout.colourType]!
        let rows = 13 * ((19 * channels * layout.bitDepth + 7) / 8 + 1)
        #expect(decodeRoute(file, ahead: true).inPlace == (inflatedAhead && rows <= 19 * 13 * 4 + 13))
    }

    /// Rows reach libpng with their filters undone (`duo_png_unfilter_row`): every filter, in every
    /// order, on every pixel size (1, 2, 3, 4, 6 and 8 bytes, and packed sub-byte samples), decodes
    /// to the pixels the specification says, as libpng's own unfiltering gives them.
    @Test("every layout with every filter: the specified pixels both ways", arguments: PNGLayout.all.filter { !$0.interlaced })
    func everyLayoutEveryFilter(layout: PNGLayout) throws {
        for filters in [[1], [2], [3], [4], [4, 3, 2, 1, 0], [0, 4, 1, 3, 2, 4]] {
            // Rows of many pixels, and of one and two (the last pixel of a row goes its own way).
            for (width, height) in [(21, 11), (1, 5), (2, 4)] {
                let (file, expected) = makePNG(layout, width: width, height: height, filters: filters)
                let (ahead, plain, inflatedAhead) = decodeBothWays(file)
                #expect(inflatedAhead)
                let agree = same(ahead, plain)
                #expect(agree, "filters \(filters), \(width)×\(height): \(summary(ahead)) against \(summary(plain))")
                let image = try ahead.get().image
                var wrong = 0
                for y in 0..<height {
                    for x in 0..<width where image[x, y] != expected[y * width + x].premultiplied { wrong += 1 }
                }
                #expect(wrong == 0, "filters \(filters), \(width)×\(height): \(wrong) pixels differ from the specification")
            }
        }
    }

    @Test("a real-size compressed image over many stored blocks and IDAT chunks, opaque and not")
    func largeCompressedImage() throws {
        for opaque in [false, true] {
            // 640 × 560 RGBA: 1.4 MB of rows, so 22 stored blocks and two synthesised IDATs.
            let png = try compressedPNG(width: 640, height: 560, opaque: opaque)
            let (ahead, plain, inflatedAhead) = decodeBothWays(png)
            #expect(inflatedAhead)
            let agree = same(ahead, plain)
            #expect(agree, "\(summary(ahead)) against \(summary(plain))")
            #expect(try ahead.get().image.width == 640)
        }
    }

    @Test("rows given back as libpng reads them, or inflated into the image it fills: the pixels stay right",
          arguments: [(PNGFilter.adaptive, false), (.up, false), (.up, true)])
    func givenBackWhileRead(filter: PNGFilter, opaque: Bool) throws {
        // Stripes of every byte value, translucent in places unless `opaque` (then written as
        // RGB): 4000 × 600 is 9.6 MB of RGBA rows, two 4 MiB steps given back before the end. Rows
        // of 16 001 bytes: the rows across both steps run on more than 8 KiB (libpng's reads) past
        // them, so a read ends inside each, and the row after it is undone from a row that must
        // not have been given back (with Up, every row is undone from the one above). Both are
        // inflated into the image itself (RGBA with a byte a row past it), where libpng writes
        // each row over rows it has read, never over one it has still to read.
        let (width, height) = (4000, 600)
        let image = Image(uninitializedWidth: width, height: height) { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            for y in 0..<height {
                for x in 0..<width {
                    let a = UInt32(y % 5 == 0 && !opaque ? 128 : 255), v = UInt32((x &* 7 &+ y &* 13) & 0x7F)
                    words[y * width + x] = a << 24 | v << 16 | (v / 2) << 8 | UInt32(x & 0x7F)
                }
            }
        }
        var options = PNGEncodeOptions()
        options.filter = filter
        let png = try PNGEncoder.encode(image, colour: ColourInfo(), options: options)
        let (ahead, plain, inflatedAhead) = decodeBothWays(png)
        #expect(inflatedAhead)
        #expect(decodeRoute(png, ahead: true).inPlace)
        let agree = same(ahead, plain)
        #expect(agree, "\(summary(ahead)) against \(summary(plain))")
        let exact = (try? ahead.get().image) == image
        #expect(exact)
    }

    @Test("in place, a row undone after libpng wrote the row above over its input: from the copy kept")
    func rowAboveKeptFromLibpngsWrites() throws {
        // 2046 pixels of RGBA: rows of 8185 filtered bytes, so libpng's first 8 KiB read (zlib
        // header 2, stored-block header 5, then the row) ends exactly at the first row's end. It
        // writes that row into the image, over the row's own input, before it asks for the next,
        // which is then undone from the row above: the copy, not the bytes libpng overwrote.
        let (width, height) = (2046, 4)
        let image = Image(uninitializedWidth: width, height: height) { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            for i in 0..<(width * height) { words[i] = 0x8000_0000 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0x007F_7F7F }
        }
        var options = PNGEncodeOptions()
        options.filter = .up
        let png = try PNGEncoder.encode(image, colour: ColourInfo(), options: options)
        let (result, inflatedAhead, inPlace) = decodeRoute(png, ahead: true)
        #expect(inflatedAhead && inPlace)
        #expect(try result.get().image == image)
    }

    @Test("IDATs of 1, 0 and 7 bytes and the rest read the same; an ancillary chunk after them too")
    func oddChunking() throws {
        let png = try compressedPNG(width: 61, height: 47)
        var cut = rechunked(png, sizes: [1, 0, 7])
        let (ahead, plain, inflatedAhead) = decodeBothWays(cut)
        #expect(inflatedAhead)
        let agree = same(ahead, plain)
        #expect(agree, "\(summary(ahead)) against \(summary(plain))")
        // A text chunk between the last IDAT and IEND.
        var parts = chunks(cut)
        parts.insert(("tEXt", Array("Comment\u{0}after the data".utf8)), at: parts.count - 1)
        cut = file(parts)
        let after = decodeBothWays(cut)
        #expect(after.inflatedAhead)
        let agreeAfter = same(after.ahead, after.plain)
        #expect(agreeAfter, "\(summary(after.ahead)) against \(summary(after.plain))")
        let unchanged = (try? after.ahead.get().image) == (try? ahead.get().image)
        #expect(unchanged)
    }

    @Test("damaged files are declined and read the usual way: the same pixels or the same message")
    func damagedFilesTheUsualWay() throws {
        let png = try compressedPNG(width: 53, height: 41)
        let stream = chunks(png).filter { $0.type == "IDAT" }.flatMap(\.data)
        var cases: [(label: String, file: [UInt8])] = []
        // A flipped bit in the deflate data, CRCs made right again.
        cases.append(("corrupt deflate data", rechunked(png, sizes: []) { s in
            var s = s; s[s.count / 2] ^= 0x10; return s
        }))
        // The Adler-32 wrong.
        cases.append(("wrong Adler-32", rechunked(png, sizes: []) { s in var s = s; s[s.count - 1] ^= 1; return s }))
        // The stream cut short: rows missing.
        cases.append(("stream cut short", rechunked(png, sizes: []) { Array($0.prefix($0.count * 2 / 3)) }))
        // Bytes after the zlib stream.
        cases.append(("bytes after the stream", rechunked(png, sizes: []) { $0 + [1, 2, 3, 4, 5] }))
        // An IDAT's CRC broken.
        var crc = png
        let end = crc.count - 12   // IEND is last; the IDAT ends just before it
        crc[end - 1] ^= 0x40
        cases.append(("IDAT CRC broken", crc))
        // IEND's CRC broken.
        var iend = png
        iend[iend.count - 1] ^= 0x01
        cases.append(("IEND CRC broken", iend))
        // Two runs of IDATs with a chunk between them.
        var split = chunks(rechunked(png, sizes: [stream.count / 2]))
        split.insert(("tEXt", Array("a\u{0}b".utf8)), at: split.count - 2)
        cases.append(("IDATs not in one run", file(split)))
        for c in cases {
            let (ahead, plain, inflatedAhead) = decodeBothWays(c.file)
            #expect(!inflatedAhead, "\(c.label)")
            let agree = same(ahead, plain)
            #expect(agree, "\(c.label): \(summary(ahead)) against \(summary(plain))")
        }
    }

    @Test("300 damaged files: the same pixels or the same message both ways, the fast way taken where it can be")
    func randomDamage() throws {
        // Text chunks before and after the data, so that some damage lands where libpng, not the
        // fast way, judges it (an ancillary chunk's CRC).
        var parts = chunks(try compressedPNG(width: 47, height: 31))
        let text = String(repeating: "long enough to be hit often; ", count: 60)
        parts.insert(("tEXt", Array("Title\u{0}\(text)".utf8)), at: 1)
        parts.insert(("tEXt", Array("Comment\u{0}\(text)".utf8)), at: parts.count - 1)
        let png = file(parts)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var disagreements: [String] = []
        var ahead = 0
        for trial in 0..<300 {
            var damaged = png
            switch trial % 3 {
            case 0:   // a byte of the compressed data changed, every CRC made right again
                damaged = rechunked(png, sizes: [5]) { s in
                    var s = s; s[next(s.count)] ^= UInt8(1 + next(255)); return s
                }
            case 1:   // a byte changed anywhere after the signature, CRCs left as they are
                damaged[8 + next(damaged.count - 8)] ^= UInt8(1 + next(255))
            default:  // cut short anywhere
                damaged = Array(damaged.prefix(8 + next(damaged.count - 8)))
            }
            let (a, b, inflatedAhead) = decodeBothWays(damaged)
            if !same(a, b) { disagreements.append("trial \(trial): \(summary(a)) against \(summary(b))") }
            if inflatedAhead { ahead += 1 }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
        // Damage to a text chunk leaves the image data to the fast way; the rest is declined.
        #expect(ahead >= 10 && ahead < 150, "inflated ahead in \(ahead) of 300")
    }

    @Test("nothing is inflated ahead past the pixel limit, nor when the limit is 0")
    func limitKeepsItOff() throws {
        let png = try compressedPNG(width: 30, height: 20)
        #expect(decode(png, ahead: true, limits: DecodeLimits(maxPixels: 600)).1)
        let over = decode(png, ahead: true, limits: DecodeLimits(maxPixels: 599))
        #expect(!over.1)
        #expect(throws: CodecError.self) { try over.0.get() }   // refused by the limit, as always
        #expect(!decodeBothWays(png, limits: DecodeLimits(maxPixels: 0)).inflatedAhead)
    }
}
