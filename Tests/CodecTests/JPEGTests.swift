import Codecs
import Raster
import Testing

/// True when every channel of `a` is within `tolerance` of `b`.
func close(_ a: PremultipliedRGBA8, _ b: PremultipliedRGBA8, _ tolerance: Int) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance && a.a == b.a
}

/// The largest channel difference between two images of the same size.
func maxDifference(_ a: Image, _ b: Image) -> Int {
    zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
}

/// A flat-coloured RGBX buffer with four quadrants, for JPEG tests (flat areas survive JPEG).
func quadrants(width: Int, height: Int, _ colours: [StraightRGBA8]) -> [UInt8] {
    var bytes: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            let c = colours[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]
            bytes += [c.r, c.g, c.b, 255]
        }
    }
    return bytes
}

@Suite("JPEG")
struct JPEGTests {
    static let red = StraightRGBA8(r: 220, g: 30, b: 30), green = StraightRGBA8(r: 30, g: 200, b: 40)
    static let blue = StraightRGBA8(r: 20, g: 40, b: 210), white = StraightRGBA8(r: 250, g: 250, b: 250)

    @Test("round trip at quality 95 stays close; the image is opaque")
    func roundTrip() throws {
        var options = EncodeOptions()
        options.jpeg.quality = 95
        let image = TestImages.opaque()
        let jpeg = try ImageFile.encode(image, format: .jpeg, options: options)
        #expect(ImageFormat(sniffing: jpeg) == .jpeg)
        let decoded = try ImageFile.decode(bytes: jpeg, name: "rt.jpg")
        #expect(decoded.format == .jpeg && decoded.image.isOpaque)
        let meanDifference = zip(decoded.image.pixels, image.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
            / image.pixels.count
        #expect(meanDifference < 6)   // sharp stripes ring a little; on average the pixels stay close
        #expect(close(decoded.image[0, 12], image[0, 12], 8))
    }

    @Test("quality changes the size")
    func qualityMatters() throws {
        var low = EncodeOptions(), high = EncodeOptions()
        low.jpeg.quality = 20
        high.jpeg.quality = 100
        let image = TestImages.opaque(width: 64, height: 64)
        #expect(try ImageFile.encode(image, format: .jpeg, options: low).count
                < ImageFile.encode(image, format: .jpeg, options: high).count)
    }

    @Test("transparent pixels are composited over the background")
    func compositesOverBackground() throws {
        var image = Image(width: 16, height: 16)                       // transparent
        for x in 0..<16 { for y in 8..<16 { image[x, y] = StraightRGBA8(r: 0, g: 0, b: 255, a: 128).premultiplied } }
        var options = EncodeOptions()
        options.jpeg.background = StraightRGBA8(r: 255, g: 0, b: 0)
        let decoded = try ImageFile.decode(bytes: ImageFile.encode(image, format: .jpeg, options: options), name: "bg.jpg")
        #expect(close(decoded.image[4, 2], PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), 6))
        // Half-transparent blue over red: about (127, 0, 128).
        #expect(close(decoded.image[4, 13], PremultipliedRGBA8(r: 127, g: 0, b: 128, a: 255), 8))
    }

    @Test("greyscale and progressive JPEGs decode")
    func greyAndProgressive() throws {
        let grey = [UInt8]((0..<32 * 16).map { UInt8($0 % 32 < 16 ? 60 : 190) })
        let greyJPEG = JPEGBuilder.encode(grey, width: 32, height: 16, inputSpace: JPEGBuilder.grayscale)
        let g = try ImageFile.decode(bytes: greyJPEG, name: "g.jpg").image
        #expect(close(g[3, 3], PremultipliedRGBA8(r: 60, g: 60, b: 60, a: 255), 3))
        #expect(close(g[28, 3], PremultipliedRGBA8(r: 190, g: 190, b: 190, a: 255), 3))

        let rgbx = quadrants(width: 32, height: 32, [Self.red, Self.green, Self.blue, Self.white])
        let progressive = JPEGBuilder.encode(rgbx, width: 32, height: 32, inputSpace: JPEGBuilder.rgbx, progressive: true)
        let p = try ImageFile.decode(bytes: progressive, name: "p.jpg").image
        #expect(close(p[4, 4], Self.red.premultiplied, 6) && close(p[28, 28], Self.white.premultiplied, 6))

        // RGB stored as RGB (no YCbCr transform; libjpeg marks it with an Adobe marker).
        let rgbSpace = JPEGBuilder.encode(rgbx, width: 32, height: 32, inputSpace: JPEGBuilder.rgbx,
                                          fileSpace: JPEGBuilder.rgb, adobeMarker: true)
        let r = try ImageFile.decode(bytes: rgbSpace, name: "rgb.jpg").image
        #expect(close(r[28, 4], Self.green.premultiplied, 6) && close(r[4, 28], Self.blue.premultiplied, 6))
    }

    /// CMYK that makes our four colours: C = 255 − R etc. with K = 0 … and one with black ink.
    static let cmykCases: [(cmyk: [UInt8], rgb: StraightRGBA8)] = [
        ([35, 225, 225, 0], StraightRGBA8(r: 220, g: 30, b: 30)),
        ([0, 0, 0, 155], StraightRGBA8(r: 100, g: 100, b: 100)),          // (255 − 155) = 100
        ([127, 0, 255, 51], StraightRGBA8(r: 102, g: 204, b: 0)),         // 128·204/255, 255·204/255, 0
        ([0, 0, 0, 0], StraightRGBA8(r: 255, g: 255, b: 255)),
    ]

    @Test("CMYK and YCCK, plain and Adobe-inverted, convert to the expected RGB",
          arguments: [(JPEGBuilder.cmyk, false), (JPEGBuilder.cmyk, true), (JPEGBuilder.ycck, true)])
    func cmyk(fileSpace: Int32, adobe: Bool) throws {
        var pixels: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<32 {
                let ink = Self.cmykCases[(y < 16 ? 0 : 2) + (x < 16 ? 0 : 1)].cmyk
                pixels += adobe ? ink.map { 255 - $0 } : ink          // Adobe stores inverted CMYK
            }
        }
        let jpeg = JPEGBuilder.encode(pixels, width: 32, height: 32, inputSpace: JPEGBuilder.cmyk,
                                      fileSpace: fileSpace, adobeMarker: adobe)
        let image = try ImageFile.decode(bytes: jpeg, name: "cmyk.jpg").image
        for (index, at) in [(4, 4), (28, 4), (4, 28), (28, 28)].enumerated() {
            let expected = Self.cmykCases[index].rgb.premultiplied
            #expect(close(image[at.0, at.1], expected, 4), "\(image[at.0, at.1]) vs \(expected)")
        }
    }

    /// Where the stored image's top-left and top-right corners appear once upright, per the EXIF
    /// definition of each orientation (which visual side the 0th row and 0th column are on).
    static let corners: [Int: (topLeft: (Bool, Bool), topRight: (Bool, Bool))] = [
        // (is at bottom, is at right)
        1: ((false, false), (false, true)), 2: ((false, true), (false, false)),
        3: ((true, true), (true, false)), 4: ((true, false), (true, true)),
        5: ((false, false), (true, false)), 6: ((false, true), (true, true)),
        7: ((true, true), (false, true)), 8: ((true, false), (false, false)),
    ]

    @Test("all eight EXIF orientations come out upright (both byte orders)", arguments: 1...8, [false, true])
    func exifOrientation(orientation: Int, bigEndian: Bool) throws {
        let (w, h) = (48, 32)
        let stored = quadrants(width: w, height: h, [Self.red, Self.green, Self.blue, Self.white])
        let jpeg = JPEGBuilder.withOrientation(
            JPEGBuilder.encode(stored, width: w, height: h, inputSpace: JPEGBuilder.rgbx), orientation, bigEndian: bigEndian)
        let image = try ImageFile.decode(bytes: jpeg, name: "o\(orientation).jpg").image
        let swapped = orientation >= 5
        #expect(image.width == (swapped ? h : w) && image.height == (swapped ? w : h))
        func corner(_ place: (Bool, Bool)) -> PremultipliedRGBA8 {
            image[place.1 ? image.width - 3 : 2, place.0 ? image.height - 3 : 2]
        }
        let expected = Self.corners[orientation]!
        #expect(close(corner(expected.topLeft), Self.red.premultiplied, 8))
        #expect(close(corner(expected.topRight), Self.green.premultiplied, 8))
    }

    @Test("the EXIF orientation parser reads the tag and rejects junk")
    func exifParser() {
        let segment = JPEGBuilder.withOrientation([0xFF, 0xD8], 6, bigEndian: true)
        let tiff = Array(segment[12...])   // SOI, APP1 marker and length, "Exif\0\0"
        #expect(tiff.withUnsafeBufferPointer { EXIFOrientation(exif: $0) } == .right)
        let junk: [UInt8] = [0x49, 0x49, 42, 0, 0xFF, 0xFF, 0, 0]
        #expect(junk.withUnsafeBufferPointer { EXIFOrientation(exif: $0) } == nil)
    }

    @Test("an ICC profile round-trips through APP2")
    func iccRoundTrip() throws {
        let profile = TestICC.profile()
        let jpeg = try ImageFile.encode(TestImages.opaque(), colour: ColourInfo(iccProfile: ICCProfile(name: "x", bytes: profile)),
                                        format: .jpeg)
        #expect(try ImageFile.decode(bytes: jpeg, name: "icc.jpg").colour.iccProfile?.bytes == profile)
    }

    @Test("a truncated JPEG is an error, decoded with a warning only when partial images are allowed")
    func truncatedIsRefusedUnlessAllowed() throws {
        let rgbx = quadrants(width: 64, height: 64, [Self.red, Self.green, Self.blue, Self.white])
        let jpeg = JPEGBuilder.encode(rgbx, width: 64, height: 64, inputSpace: JPEGBuilder.rgbx)
        // Cut halfway through the entropy-coded data after the (last) start-of-scan marker.
        let startOfScan = (0..<jpeg.count - 1).last { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }!
        let cut = Array(jpeg.prefix((startOfScan + jpeg.count) / 2))
        #expect {
            _ = try ImageFile.decode(bytes: cut, name: "cut.jpg")
        } throws: { error in
            let text = String(describing: error)
            return text.hasPrefix("cut.jpg: ") && text.contains("only part") && !text.contains("\n")
        }
        let decoded = try ImageFile.decode(bytes: cut, name: "cut.jpg", limits: DecodeLimits(allowPartial: true))
        #expect(!decoded.warnings.isEmpty)
        // libjpeg writes the rows it could not decode too (the buffer is not zeroed first): every
        // pixel opaque, the last row one flat colour.
        let image = decoded.image
        #expect((0..<image.height).allSatisfy { y in (0..<image.width).allSatisfy { image[$0, y].a == 255 } })
        #expect((0..<image.width).allSatisfy { image[$0, image.height - 1] == image[0, image.height - 1] })
        #expect(decoded.warnings.allSatisfy { !$0.contains("\n") })
        // The whole file decodes with no warning.
        #expect(try ImageFile.decode(bytes: jpeg, name: "whole.jpg").warnings.isEmpty)
    }

    @Test("stray bytes between markers are a warning that costs no pixel; corrupt scan data is damage")
    func whichWarningsMeanMissingPixels() throws {
        let rgbx = quadrants(width: 64, height: 64, [Self.red, Self.green, Self.blue, Self.white])
        let jpeg = JPEGBuilder.encode(rgbx, width: 64, height: 64, inputSpace: JPEGBuilder.rgbx)
        let startOfScan = (0..<jpeg.count - 1).last { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }!
        // Four bytes that belong to no marker, just before the start of scan: libjpeg warns
        // "extraneous bytes before marker 0xda" and decodes every pixel.
        let stray = Array(jpeg[..<startOfScan]) + [0x12, 0x34, 0x56, 0x78] + Array(jpeg[startOfScan...])
        let decoded = try ImageFile.decode(bytes: stray, name: "stray.jpg")
        #expect(decoded.warnings.contains { $0.contains("extraneous") }, "\(decoded.warnings)")
        #expect(decoded.image == (try ImageFile.decode(bytes: jpeg, name: "whole.jpg").image))
        // A marker in the middle of the entropy-coded data (a restart marker where none is
        // expected): the rest of the scan is lost, which is damage.
        let middle = (startOfScan + jpeg.count) / 2
        var broken = jpeg
        broken.replaceSubrange(middle..<middle + 2, with: [0xFF, 0xD3])
        #expect {
            _ = try ImageFile.decode(bytes: broken, name: "broken.jpg")
        } throws: { error in String(describing: error).contains("only part") }
    }
}
