import Foundation
import Raster
import Testing
import TestSupport
@testable import Codecs

/// The PNG encoder's bands (each one libdeflate call; all but the last made continuable: final flag
/// cleared, an empty stored block after it) join into one valid zlib stream whatever the cut:
/// one-row and one-column images, bands of one row, rows wider than the 32 KiB window, opaque and
/// translucent, every level (0 writes stored blocks, 1 fixed and dynamic ones), read back by our
/// decoder and by Python's zlib and Pillow.
@Suite("PNG bands")
struct PNGBandTests {
    struct Case: CustomStringConvertible, Sendable {
        let width: Int, height: Int, bands: Int, opaque: Bool
        var level = 6
        var filter = PNGFilter.adaptive
        var name: String { "\(width)x\(height)-\(bands)b-\(opaque ? "rgb" : "rgba")-l\(level)-f\(filter.rawValue)" }
        var description: String { name }
        /// `bands − 1` bands of equal height over the top three fifths (or what the height allows),
        /// then the rest: bands of unequal size, some of one row.
        var cuts: [Int] {
            guard bands > 1 else { return [0, height] }
            let lastRows = min(max(1, height * 2 / 5), height - (bands - 1)), top = height - lastRows
            return (0..<(bands - 1)).map { top * $0 / (bands - 1) } + [top, height]
        }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        for opaque in [false, true] {
            for (width, height, bands) in [(1, 1, 1), (40, 1, 1), (1, 40, 3), (257, 3, 3), (100, 200, 3),
                                           (100, 200, 2), (8200, 3, 3), (61, 97, 5), (300, 150, 4)] {
                cases.append(Case(width: width, height: height, bands: bands, opaque: opaque))
                let single = Case(width: width, height: height, bands: 1, opaque: opaque)
                if !cases.contains(where: { $0.name == single.name }) { cases.append(single) }
            }
            cases.append(Case(width: 120, height: 90, bands: 3, opaque: opaque, level: 0))
            cases.append(Case(width: 120, height: 90, bands: 3, opaque: opaque, level: 1, filter: .paeth))
            cases.append(Case(width: 120, height: 90, bands: 3, opaque: opaque, level: 9, filter: .sub))
        }
        return cases
    }()

    /// Pixels that repeat with a period across rows (so matches reach back over band joins) with
    /// noise, transparent runs, opaque runs and translucent pixels unless `opaque`.
    static func image(_ c: Case) -> Image {
        var random = SeededGenerator(seed: UInt64(c.width * 7919 + c.height))
        let pattern = (0..<97).map { _ in StraightRGBA8(r: .random(in: 0...255, using: &random),
                                                        g: .random(in: 0...255, using: &random),
                                                        b: .random(in: 0...255, using: &random)) }
        var image = Image(width: c.width, height: c.height)
        for y in 0..<c.height {
            for x in 0..<c.width {
                var colour = pattern[(x + 3 * y) % pattern.count]
                if (x * 31 + y * 17) % 23 == 0 { colour.g = .random(in: 0...255, using: &random) }
                if !c.opaque {
                    let run = (x / 16 + y / 5) % 4
                    colour.a = run == 0 ? 0 : run == 1 ? 255 : .random(in: 1...254, using: &random)
                }
                image[x, y] = colour.premultiplied
            }
        }
        return image
    }

    static func png(_ c: Case, _ image: Image) throws -> [UInt8] {
        let stream = PNGEncoder.zlibStream(of: image, bytesPerPixel: c.opaque ? 3 : 4, filter: c.filter,
                                           level: Int32(c.level), cuts: c.cuts)
        return try PNGEncoder.container(width: c.width, height: c.height, hasAlpha: !c.opaque, colour: ColourInfo(),
                                        zlibStream: try #require(stream))
    }

    @Test("our decoder reads every band layout back exactly", arguments: cases)
    func ourDecoder(_ c: Case) throws {
        let image = Self.image(c)
        #expect(image.isOpaque == c.opaque)
        #expect(c.cuts.count == c.bands + 1)
        let decoded = try ImageFile.decode(bytes: try Self.png(c, image), name: "\(c.name).png")
        #expect(decoded.image == image)
    }

    @Test("the automatic layout: one band alone or when small, else equal bands of about 4 MiB, two or more per worker")
    func automaticLayout() {
        #expect(PNGEncoder.bandCuts(height: 2679, rowBytes: 13173, workers: 1) == [0, 2679])
        #expect(PNGEncoder.bandCuts(height: 100, rowBytes: 401, workers: 2) == [0, 100])
        for workers in [2, 3, 8] {
            for (height, rowBytes) in [(2679, 13173), (40, 1 << 16), (2, 1 << 20), (3000, 301), (9000, 13173)] {
                let cuts = PNGEncoder.bandCuts(height: height, rowBytes: rowBytes, workers: workers)
                let heights = zip(cuts, cuts.dropFirst()).map { $1 - $0 }
                #expect(cuts.first == 0 && cuts.last == height)
                #expect(heights.allSatisfy { $0 >= 1 } && heights.max()! - heights.min()! <= 1, "\(cuts)")
                #expect(heights.count >= min(height, 2 * workers), "two bands or more a worker: \(cuts)")
                #expect(heights.count <= max(2 * workers, height * rowBytes / PNGEncoder.bandBytes), "\(cuts)")
            }
        }
    }

    @Test("Python's zlib inflates every layout to the one-band rows, and Pillow reads the pixels")
    func independentDecoder() throws {
        guard let python = Pillow.python else { return }
        let folder = try ScratchFolder("duo-png-bands")
        for c in Self.cases {
            let image = Self.image(c)
            try Data(try Self.png(c, image)).write(to: URL(fileURLWithPath: folder.path + "/\(c.name).png"))
            let straight = image.straightPixels()
            let expected = c.opaque ? straight.enumerated().filter { $0.offset % 4 != 3 }.map(\.element) : straight
            try Data(expected).write(to: URL(fileURLWithPath: folder.path + "/\(c.name).raw"))
        }
        let out = try Pillow.run(python, """
            import glob, hashlib, os, struct, zlib
            from PIL import Image
            for p in sorted(glob.glob('\(folder.path)/*.png')):
                b = open(p, 'rb').read()
                i, idat = 8, b''
                while i < len(b):
                    n, t = struct.unpack('>I4s', b[i:i + 8])
                    if t == b'IDAT': idat += b[i + 8:i + 8 + n]
                    i += 12 + n
                try:
                    d = zlib.decompressobj()
                    raw = d.decompress(idat)
                    whole = d.eof and not d.unused_data
                except zlib.error:
                    raw, whole = b'', False
                im = Image.open(p)
                im.load()
                same = im.tobytes() == open(p[:-4] + '.raw', 'rb').read()
                print(os.path.basename(p)[:-4], len(raw), hashlib.md5(raw).hexdigest(), int(whole), int(same))
            """)
        var digests: [String: (length: Int, md5: String)] = [:]
        for line in out.split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            guard f.count == 5 else { continue }
            digests[f[0]] = (Int(f[1]) ?? -1, f[2])
            #expect(f[3] == "1", "\(f[0]): the zlib stream is not one whole stream with a right Adler-32")
            #expect(f[4] == "1", "\(f[0]): Pillow's pixels differ")
        }
        #expect(digests.count == Self.cases.count)
        for c in Self.cases {
            let rows = c.height * (c.width * (c.opaque ? 3 : 4) + 1)
            #expect(digests[c.name]?.length == rows, "\(c.name)")
            // The filtered rows do not depend on the cut.
            let single = Case(width: c.width, height: c.height, bands: 1, opaque: c.opaque, level: c.level, filter: c.filter)
            if let other = digests[single.name] { #expect(digests[c.name]?.md5 == other.md5, "\(c.name)") }
        }
    }

    /// Every premultiplied value under every alpha (pixel (p, a) holds colour p, p/2 and p/3 under
    /// alpha a, for p ≤ a), straightened by the encoder's bands and read by Pillow: each channel is
    /// exactly `Premultiply.unpremultiply`.
    @Test func everyTranslucentValueIsStraightenedExactly() throws {
        guard let python = Pillow.python else { return }
        var image = Image(width: 256, height: 256)
        for a in 0..<256 {
            for p in 0...a { image[p, a] = PremultipliedRGBA8(r: UInt8(p), g: UInt8(p / 2), b: UInt8(p / 3), a: UInt8(a)) }
        }
        let c = Case(width: 256, height: 256, bands: 3, opaque: false)
        let folder = try ScratchFolder("duo-png-straight")
        try Data(try Self.png(c, image)).write(to: URL(fileURLWithPath: folder.path + "/all.png"))
        try Data(image.straightPixels()).write(to: URL(fileURLWithPath: folder.path + "/all.raw"))
        #expect(image.straightPixels()[(200 * 256 + 100) * 4] == Premultiply.unpremultiply(100, 200))
        let out = try Pillow.run(python, """
            from PIL import Image
            im = Image.open('\(folder.path)/all.png'); im.load()
            got, want = im.tobytes(), open('\(folder.path)/all.raw', 'rb').read()
            print(sum(1 for x, y in zip(got, want) if x != y), len(got))
            """)
        #expect(out.trimmingCharacters(in: .whitespacesAndNewlines) == "0 262144")
    }

    /// Rows that repeat earlier stretches of themselves at every distance class deflate has (1 to
    /// 32 768 bytes) and every length class (3 to 258), each row its own band: every band's walk
    /// must step over each kind of length and distance code exactly, or the joined stream breaks.
    @Test func everyLengthAndDistanceCodeSurvivesTheJoin() throws {
        var random = SeededGenerator(seed: 1951)
        let width = 8300, height = 4
        var image = Image(width: width, height: height)
        for y in 0..<height {
            var row = (0..<width).map { _ in
                PremultipliedRGBA8(r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
                                   b: .random(in: 0...255, using: &random), a: 255)
            }
            var x = 10, k = 0
            // Distances in pixels 1, 2, 3, 5, 8, … up to 8 000 (4 to 32 000 bytes), lengths cycling 1 to 66.
            let distances = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584, 4181, 6765, 8000]
            while x < width {
                let d = distances[k % distances.count], n = 1 + (k * 7) % 66
                if x >= d { for i in 0..<min(n, width - x) { row[x + i] = row[x + i - d] } }
                x += n + 1 + k % 5
                k += 1
            }
            for (i, p) in row.enumerated() { image[i, y] = p }
        }
        for level in [1, 6, 9] {
            for filter in [PNGFilter.none, .adaptive] {
                let c = Case(width: width, height: height, bands: height, opaque: true, level: level, filter: filter)
                let stream = PNGEncoder.zlibStream(of: image, bytesPerPixel: 3, filter: filter, level: Int32(level),
                                                   cuts: Array(0...height))
                let png = try PNGEncoder.container(width: width, height: height, hasAlpha: false, colour: ColourInfo(),
                                                   zlibStream: try #require(stream, "\(c.name)"))
                #expect(try ImageFile.decode(bytes: png, name: "\(c.name).png").image == image, "\(c.name)")
            }
        }
    }

    /// Random pictures (noise, flat fields, stripes, mixes), random cuts into bands and every level:
    /// each joined stream must decode to the picture. Levels 0 and 1 make libdeflate write stored
    /// and fixed-code blocks, noise makes literal-heavy dynamic blocks, flat fields long matches.
    @Test func randomPicturesCutAtRandomJoinAtEveryLevel() throws {
        var random = SeededGenerator(seed: 14_2026)
        for trial in 0..<48 {
            let width = Int.random(in: 1...90, using: &random), height = Int.random(in: 2...40, using: &random)
            let kind = trial % 4
            var image = Image(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    let noise = UInt8.random(in: 0...255, using: &random)
                    let value: UInt8 = switch kind {
                    case 0: noise
                    case 1: UInt8((x / 7 + y) % 3 * 100)
                    case 2: (x + y) % 2 == 0 ? 255 : 0
                    default: x < width / 2 ? noise : UInt8(y * 5 % 256)
                    }
                    let alpha: UInt8 = kind == 3 && y % 3 == 0 ? value : 255
                    image[x, y] = StraightRGBA8(r: value, g: value / 2, b: 255 - value, a: alpha).premultiplied
                }
            }
            var cuts = [0]
            while cuts.last! < height { cuts.append(min(height, cuts.last! + Int.random(in: 1...max(1, height / 2), using: &random))) }
            let level = trial % 10
            let opaque = image.isOpaque
            let stream = PNGEncoder.zlibStream(of: image, bytesPerPixel: opaque ? 3 : 4, filter: .adaptive,
                                               level: Int32(level), cuts: cuts)
            let png = try PNGEncoder.container(width: width, height: height, hasAlpha: !opaque, colour: ColourInfo(),
                                               zlibStream: try #require(stream, "trial \(trial)"))
            #expect(try ImageFile.decode(bytes: png, name: "trial-\(trial).png").image == image, "trial \(trial): cuts \(cuts), level \(level)")
        }
    }
}
