import Testing
import Raster
@testable import TextEngine

/// A font list is an ordered fallback list that must work on a stock Mac and a stock Debian
/// alike: a family that is not installed is skipped, the next one takes its place; only a list
/// none of whose families is installed is an error, naming them.
struct FontListFallbackTests {
    static let absent = "No Such Family For Issue 22"

    @Test func aMissingFamilyIsSkippedForTheNextOne() throws {
        let skipping = try TextLayoutTests.layout("Hello", [.family(Self.absent), TestFonts.dejaVu])
        let direct = try TextLayoutTests.layout("Hello", [TestFonts.dejaVu])
        #expect(skipping.glyphs.map(\.font.familyName) == Array(repeating: "DejaVu Sans", count: 5))
        #expect(skipping.width == direct.width && skipping.lineHeight == direct.lineHeight)
        #expect(skipping.unavailableFonts == [.family(Self.absent)] && direct.unavailableFonts.isEmpty)
    }

    @Test func aListWithNoInstalledFamilyNamesThemAll() {
        let other = "Nor This One Either"
        #expect(throws: FontError.noListedFamilyInstalled([Self.absent, other])) {
            _ = try TextLayoutTests.layout("Hello", [.family(Self.absent), .family(other)])
        }
        #expect(FontError.noListedFamilyInstalled([Self.absent, other]).description
                == "none of the font families '\(Self.absent)', '\(other)' is installed")
    }

    @Test func oneMissingFamilyAloneKeepsItsOwnErrorAndAMissingFileIsNeverSkipped() {
        do {
            _ = try TextLayoutTests.layout("Hello", [.family(Self.absent)])
            Issue.record("a missing family alone was accepted")
        } catch let FontError.familyNotFound(name, _) {
            #expect(name == Self.absent)
        } catch {
            Issue.record("\(error)")
        }
        #expect(throws: FontError.missingFile("/no/such/font.ttf")) {
            _ = try TextLayoutTests.layout("Hello", [.file("/no/such/font.ttf"), TestFonts.dejaVu])
        }
    }
}
