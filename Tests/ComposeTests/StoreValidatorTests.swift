import Foundation
import Testing
import Raster
@testable import Codecs
@testable import Compose

@Suite struct StoreValidatorTests {
    /// An RGBA PNG (colour type 6) even though every pixel is opaque: what stores refuse.
    static func opaqueRGBA(_ w: Int, _ h: Int) throws -> [UInt8] {
        let image = Image(width: w, height: h, fill: PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255))
        let stream = PNGEncoder.zlibStream(of: image, bytesPerPixel: 4, filter: .none, level: 1)
        return try PNGEncoder.container(width: w, height: h, hasAlpha: true, colour: ColourInfo(),
                                        zlibStream: try #require(stream))
    }

    static func rgb(_ w: Int, _ h: Int, format: ImageFormat = .png) throws -> [UInt8] {
        try ImageFile.encode(Image(width: w, height: h, fill: PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255)), format: format)
    }

    @Test func anAlphaChannelFailsEvenWhenEveryPixelIsOpaque() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        try ComposeTestFiles.write(bytes: try Self.opaqueRGBA(1024, 500), to: dir + "/google-play-feature/a.png")
        let facts = try StoreImageFacts.read(dir + "/google-play-feature/a.png")
        #expect(facts.hasAlpha && facts.colourModel == "RGBA")
        let report = try StoreValidator.validate(dir)
        #expect(report.violations == ["\(dir)/google-play-feature/a.png: has an alpha channel (RGBA); the stores refuse it even when every pixel is opaque"])
        // The same picture written by our encoder is RGB (colour type 2) and passes.
        try ComposeTestFiles.write(bytes: try Self.rgb(1024, 500), to: dir + "/google-play-feature/a.png")
        #expect(try StoreImageFacts.read(dir + "/google-play-feature/a.png").colourModel == "RGB")
        #expect(try StoreValidator.validate(dir).violations.isEmpty)
    }

    @Test func sizesCountsAndFormatsAreCheckedPerSet() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        let inner = dir + "/en-US/app-store-duo-inner"
        try ComposeTestFiles.write(bytes: try Self.rgb(2007, 2853), to: inner + "/01-a.png")
        try ComposeTestFiles.write(bytes: try Self.rgb(2853, 2007, format: .jpeg), to: inner + "/02-b.jpg")   // landscape turn: fine
        try ComposeTestFiles.write(bytes: try Self.rgb(2000, 2853), to: inner + "/03-c.png")
        try ComposeTestFiles.write(bytes: try Self.rgb(2007, 2853, format: .jpeg), to: inner + "/04-d.png")
        let play = dir + "/en-US/google-play-phone"
        try ComposeTestFiles.write(bytes: try Self.rgb(1000, 2100), to: play + "/01.png")
        let report = try StoreValidator.validate(dir)
        #expect(report.sets.map(\.folder) == ["en-US/app-store-duo-inner", "en-US/google-play-phone"])
        #expect(report.violations == [
            "\(inner)/03-c.png: 2000×2853 is not a size app-store-duo-inner accepts (2007×2853, 2853×2007)",
            "\(inner)/04-d.png: a JPEG file named .png",
            "\(dir)/en-US/google-play-phone: 1 image; google-play takes 2–8 per set",
            "\(play)/01.png: 1000×2100: the long side is more than twice the short side",
        ])
    }

    @Test func moreThanTenImagesInAnAppStoreSetIsOneViolation() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        let png = try Self.rgb(1320, 2868)
        for i in 1...11 { try ComposeTestFiles.write(bytes: png, to: "\(dir)/shots/\(i).png") }
        let report = try StoreValidator.validate(dir, store: .appStore)
        #expect(report.violations == ["\(dir)/shots: 11 images; app-store takes 1–10 per set"])
    }

    /// A whole, valid 8-bit grey PNG (colour type 0): the rows of a quarter-width RGBA image are
    /// `width` grey samples each, under a header that says grey (its CRC recomputed).
    static func grey(_ w: Int, _ h: Int) throws -> [UInt8] {
        let quarter = Image(width: w / 4, height: h, fill: PremultipliedRGBA8(r: 90, g: 90, b: 90, a: 255))
        let stream = try #require(PNGEncoder.zlibStream(of: quarter, bytesPerPixel: 4, filter: .none, level: 1))
        var png = try PNGEncoder.container(width: w, height: h, hasAlpha: false, colour: ColourInfo(), zlibStream: stream)
        png[25] = 0
        let crc = CRC32.of(png[12..<29])
        for k in 0..<4 { png[29 + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(k))) }
        return png
    }

    @Test func greyAndBrokenImagesAreNamed() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        let grey = try Self.grey(1320, 2868)
        #expect(try ImageFile.decode(bytes: grey, name: "grey").image.width == 1320)
        try ComposeTestFiles.write(bytes: grey, to: dir + "/s/a.png")
        try ComposeTestFiles.write("not an image", to: dir + "/s/b.png")
        let report = try StoreValidator.validate(dir)
        #expect(report.violations == ["\(dir)/s/a.png: grey, not RGB", "\(dir)/s/b.png: not a PNG or JPEG image"])
    }

    /// The store decodes every image whole: a file cut short, whose header alone is fine, fails.
    @Test(arguments: [ImageFormat.png, .jpeg]) func anImageCutInHalfIsAViolation(format: ImageFormat) throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        var pixels = Image(width: 1320, height: 2868)
        for y in 0..<pixels.height { for x in 0..<pixels.width {
            pixels[x, y] = PremultipliedRGBA8(r: UInt8(x & 255), g: UInt8(y & 255), b: UInt8((x ^ y) & 255), a: 255)
        } }
        let whole = try ImageFile.encode(pixels, format: format)
        let name = dir + "/shots/01." + (format == .png ? "png" : "jpg")
        try ComposeTestFiles.write(bytes: whole, to: name)
        #expect(try StoreValidator.validate(dir).violations.isEmpty)
        try ComposeTestFiles.write(bytes: Array(whole.prefix(whole.count / 2)), to: name)
        #expect(try StoreImageFacts.read(name).size == PixelSize(1320, 2868))   // the header is intact
        let violations = try StoreValidator.validate(dir).violations
        #expect(violations.count == 1)
        #expect(violations.first?.hasPrefix(name + ": cannot be decoded whole, so the store would refuse it (") == true,
                "\(violations)")
        #expect(violations.first?.contains("--") == false, "no flag of another command: \(violations)")
    }

    @Test func aFolderWithoutImagesCannotBeValidated() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        #expect { _ = try StoreValidator.validate(dir) } throws: { error in
            error as? StoreFolderError == .noImages(dir) && "\(error)" == "\(dir): no PNG or JPEG images in it"
        }
        #expect { _ = try StoreValidator.validate(dir + "/none") } throws: { error in
            error as? StoreFolderError == .notAFolder(dir + "/none") && "\(error)" == "\(dir)/none: not a folder"
        }
    }
}
