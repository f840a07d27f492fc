import Foundation
import Testing
import Codecs
import Colour
import Mockup
import Raster
import TestSupport
@testable import DuoMockupCLI

/// Store pages are sRGB by default (a Display P3 capture converted into it) and Display P3 when the
/// storefile says so; every colour the storefile gives means the same on either.
@Suite(.serialized) struct ComposeColourTests {
    static let p3Green: [UInt8] = [40, 200, 120]

    /// One page: a background colour, one cover device showing a flat Display P3 capture.
    func compose(colourSpace: String?, background: String) throws -> (DecodedImage, Int32, String) {
        let dir = try ComposeTestFiles.temporaryFolder()
        _ = try ComposeTestFiles.bezelSet(in: dir + "/bezels")
        let (w, h) = Pose.closed.pointSize
        let shot = Image(width: w, height: h, fill: PremultipliedRGBA8(r: Self.p3Green[0], g: Self.p3Green[1], b: Self.p3Green[2], a: 255))
        try ImageFile.write(shot, colour: ColourInfo(iccProfile: ICCProfile(name: "P3", bytes: LittleCMSReference.profile(.displayP3))),
                            to: dir + "/shot.png")
        let space = colourSpace.map { "\"colourSpace\": \"\($0)\", " } ?? ""
        try ComposeTestFiles.write("""
        {"version": 1, "bezels": "bezels", \(space)"style": {"background": "\(background)"},
         "sets": [{"name": "s", "size": [300, 400], "pages": [{"name": "p", "devices": [{"capture": "shot.png", "pose": "closed"}]}]}]}
        """, to: dir + "/store.json")
        let console = Console.capturing(environment: [:], terminal: false)
        let status = DuoMockupTool.run(["compose", dir + "/store.json", "-o", dir + "/out", "-q"], console: console)
        guard status == 0 else { return (DecodedImage(image: Image(width: 1, height: 1), colour: ColourInfo(), format: .png, warnings: []),
                                         status, console.capturedError) }
        return (try ImageFile.read(path: dir + "/out/en-US/s/01-p.png"), status, console.capturedError)
    }

    static func rgb(_ image: Image, _ x: Int, _ y: Int) -> [UInt8] { let p = image[x, y]; return [p.r, p.g, p.b] }
    static func close(_ a: [UInt8], _ b: [UInt8]) -> Bool { zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 2 } }

    @Test func sRGBPagesHoldTheSRGBConversionOfP3Captures() throws {
        let (page, status, errors) = try compose(colourSpace: nil, background: "#4080c0")
        try #require(status == 0, "\(errors)")
        #expect(page.colour.iccProfile?.bytes == ColourSpace.sRGB.profile)
        let expected = try #require(LittleCMSReference.convert(Self.p3Green, from: LittleCMSReference.profile(.displayP3),
                                                               to: LittleCMSReference.profile(.sRGB)))
        #expect(expected != Self.p3Green)
        let centre = Self.rgb(page.image, page.image.width / 2, page.image.height / 2)
        #expect(Self.close(centre, expected), "the screen shows \(centre); Little CMS's sRGB of the P3 green is \(expected)")
        #expect(Self.rgb(page.image, 2, 2) == [0x40, 0x80, 0xC0], "an sRGB page keeps the storefile's numbers")
    }

    @Test func displayP3Pages() throws {
        let (page, status, errors) = try compose(colourSpace: "display-p3", background: "#4080c0")
        try #require(status == 0, "\(errors)")
        #expect(page.colour.iccProfile?.bytes == ColourSpace.displayP3.profile)
        #expect(Self.close(Self.rgb(page.image, page.image.width / 2, page.image.height / 2), Self.p3Green))
        let back = try #require(LittleCMSReference.convert(Self.rgb(page.image, 2, 2), from: ColourSpace.displayP3.profile,
                                                           to: LittleCMSReference.profile(.sRGB)))
        #expect(Self.close(back, [0x40, 0x80, 0xC0]), "the sRGB background reads \(back)")
        let (tagged, s2, e2) = try compose(colourSpace: "display-p3", background: "display-p3(10 220 30)")
        try #require(s2 == 0, "\(e2)")
        #expect(Self.rgb(tagged.image, 2, 2) == [10, 220, 30], "a display-p3(…) colour on a P3 page is its numbers")
    }

    @Test func captureIsNoStorePageSpace() throws {
        let (_, status, errors) = try compose(colourSpace: "capture", background: "#4080c0")
        #expect(status != 0)
        #expect(errors.contains("colourSpace") && errors.contains("display-p3"), "\(errors)")
    }
}
