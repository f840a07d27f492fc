import Foundation
import Testing
import TextEngine

/// Opening fonts: files, collections, families through fontconfig, and what goes wrong.
struct FontTests {
    @Test func filesAndCollectionsOpen() throws {
        let library = FontLibrary()
        let dejaVu = try library.font(TestFonts.dejaVu)
        #expect(dejaVu.familyName == "DejaVu Sans" && dejaVu.unitsPerEm == 2048)
        #expect(dejaVu.covers("é") && !dejaVu.covers("語"))
        let second = try library.font(.file(TestFonts.collectionPath, index: 1))
        let first = try library.font(.file(TestFonts.collectionPath, index: 0))
        #expect(second.index == 1 && second !== first && second.covers("A"))
        #expect(try library.font(.file(TestFonts.collectionPath, index: 1)) === second)   // cached
    }

    @Test func familiesResolveThroughFontconfigAtTheirWeight() throws {
        let library = FontLibrary()
        let regular = try library.font(.family("DejaVu Sans"))
        let bold = try library.font(.family("DejaVu Sans"), weight: 700)
        #expect(regular.path.hasSuffix("DejaVuSans.ttf"))
        #expect(bold.path.hasSuffix("DejaVuSans-Bold.ttf") && bold.drawnWeight == 700)
    }

    @Test func badFontsAreNamedErrors() throws {
        let library = FontLibrary()
        #expect(throws: FontError.missingFile("/no/such/font.ttf")) { try library.font(.file("/no/such/font.ttf")) }
        let junk = try TestFonts.notAFontFile()
        defer { try? FileManager.default.removeItem(atPath: junk) }
        #expect(throws: FontError.notAFont(junk)) { try library.font(.file(junk)) }
        do {
            _ = try library.font(.file(TestFonts.collectionPath, index: 99))
            Issue.record("index 99 opened")
        } catch let FontError.indexOutOfRange(path, index, count) {
            #expect(path == TestFonts.collectionPath && index == 99 && count >= 2 && count < 99)
        }
        #expect(throws: (any Error).self) { try library.font(.family("No Such Family Anywhere")) }
        do {
            _ = try library.font(.family("No Such Family Anywhere"))
        } catch let e as FontError {
            #expect(e.description.hasPrefix("no font family 'No Such Family Anywhere' is installed"))
        }
    }

    @Test func cliSpellingsParse() {
        #expect(FontSpec(parsing: "/a/b.ttc#2") == .file("/a/b.ttc", index: 2))
        #expect(FontSpec(parsing: "Inter.otf") == .file("Inter.otf"))
        #expect(FontSpec(parsing: "Noto Sans") == .family("Noto Sans"))
    }

    @Test func fallbackFindsACoveringFaceAndNothingForUnassignedCode() {
        let library = FontLibrary()
        #expect(library.fallback(for: "語", weight: 400)?.covers("語") == true)
        #expect(library.fallback(for: "👋", weight: 400)?.hasColourBitmaps == true)
        #expect(library.fallback(for: "\u{10FFFF}", weight: 400) == nil)
    }
}
