import Foundation
import Testing
import Codecs
import Colour
import Raster
import TestSupport
@testable import Compose

/// `validate` says what colour space each store image is in and flags the ones a store would
/// show wrong: unusable (CMYK, grey, broken) profiles and wide-gamut colours named only by chunks.
@Suite struct StoreValidatorColourTests {
    @Test func reportsSpacesAndFlagsTheUnusable() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        let image = Image(width: 8, height: 8, fill: PremultipliedRGBA8(r: 10, g: 200, b: 40, a: 255))
        let p3 = Chromaticities(whiteX: 31270, whiteY: 32900, redX: 68000, redY: 32000, greenX: 26500, greenY: 69000,
                                blueX: 15000, blueY: 6000)
        var cmyk = LittleCMSReference.profile(.displayP3)
        cmyk.replaceSubrange(16..<20, with: Array("CMYK".utf8))
        let files: [(String, ColourInfo)] = [
            ("plain.png", ColourInfo()),
            ("p3.png", ColourSpace.displayP3.colourInfo),
            ("p3.jpg", ColourSpace.displayP3.colourInfo),
            ("chunks.png", ColourInfo(chromaticities: p3)),
            ("cmyk.jpg", ColourInfo(iccProfile: ICCProfile(name: "x", bytes: cmyk))),
        ]
        for (name, colour) in files { try ImageFile.write(image, colour: colour, to: dir + "/" + name) }
        let report = try StoreValidator.validate(dir)
        let colours = report.sets.flatMap { $0.colours }.reduce(into: [String: String]()) { $0[$1.key] = $1.value }
        #expect(colours["plain.png"] == "untagged (sRGB)")
        #expect(colours["p3.png"] == "Display P3")
        #expect(colours["p3.jpg"] == "Display P3")
        #expect(colours["chunks.png"] == "Display P3")
        #expect(colours["cmyk.jpg"] == "unusable profile")
        let colourLines = report.violations.filter { $0.contains("profile") || $0.contains("wide-gamut") }
        #expect(colourLines.count == 2, "\(colourLines)")
        #expect(colourLines.contains { $0.contains("chunks.png") && $0.contains("wide-gamut") })
        #expect(colourLines.contains { $0.contains("cmyk.jpg") && $0.contains("CMYK") })
    }
}
