import Testing
import Raster
@testable import TextEngine

/// The style's language, script, direction and features reach HarfBuzz and fontconfig.
struct ShapingOptionsTests {
    /// The ink of `text` in the locl test font at 100 px.
    static func ink(_ text: String, language: String? = nil, features: [String] = []) throws -> RectF {
        let style = TextStyle(fonts: [TestFonts.loclTest], size: 100, language: language.map { TextLanguage($0)! },
                              features: features.map { FontFeature($0)! })
        let layout = try TextLayout(AttributedText(text), style: style)
        return try #require(layout.inkBounds)
    }

    @Test func theLanguagePicksTheFontsLocalForms() throws {
        let none = try Self.ink("骨"), ja = try Self.ink("骨", language: "ja"), zh = try Self.ink("骨", language: "zh-Hans")
        // The default form is square, the Japanese one a column, the Chinese one a row.
        #expect(abs(none.width - none.height) < 1)
        #expect(ja.height > 2 * ja.width, "ja \(ja)")
        #expect(zh.width > 2 * zh.height, "zh-Hans \(zh)")
        // A language the font has no forms for draws the default ones.
        #expect(try Self.ink("骨", language: "ko") == none)
        let tr = try Self.ink("a", language: "tr"), en = try Self.ink("a", language: "en-GB")
        #expect(tr.width > 2 * tr.height, "tr \(tr)")
        #expect(abs(en.width - en.height) < 1)
    }

    @Test func theLanguageChoosesTheGlyphs() throws {
        func ids(_ tag: String?) throws -> [UInt32] {
            let style = TextStyle(fonts: [TestFonts.loclTest], size: 40, language: tag.map { TextLanguage($0)! })
            return try TextLayout(AttributedText("骨a骨"), style: style).glyphs.map(\.id)
        }
        #expect(try ids("ja") != ids("zh-Hans"))
        #expect(try ids("ja") != ids(nil))
        // Tags HarfBuzz maps to the same OpenType language system give the same glyphs.
        #expect(try ids("ja") == ids("ja-JP"))
        #expect(try ids("zh-Hans") == ids("zh-CN"))
        #expect(try ids("ko") == ids(nil))
    }

    @Test func featuresApplyAfterTheDefaultsAndInOrder() throws {
        let plain = try Self.ink("a"), small = try Self.ink("a", features: ["smcp"])
        #expect(small.width < plain.width * 0.8 && small.height < plain.height * 0.8, "smcp \(small) vs \(plain)")
        #expect(try Self.ink("a", features: ["smcp", "-smcp"]) == plain)
        #expect(try Self.ink("a", features: ["smcp=0"]) == plain)
        // A range counts scalars from the start of the text: only the second "a" is small.
        let style = TextStyle(fonts: [TestFonts.loclTest], size: 100, features: [FontFeature("smcp[1:2]")!])
        let glyphs = try TextLayout(AttributedText("aa"), style: style).glyphs
        #expect(glyphs.count == 2 && glyphs[0].id != glyphs[1].id)
    }

    @Test func aScriptOverridesTheCharactersOwn() throws {
        // 骨 shaped as Latin with Japanese as the language: no 'hani' JAN forms apply.
        let style = TextStyle(fonts: [TestFonts.loclTest], size: 100, language: TextLanguage("ja"), script: TextScript("latn"))
        let asLatin = try #require(try TextLayout(AttributedText("骨"), style: style).inkBounds)
        #expect(abs(asLatin.width - asLatin.height) < 1)
        #expect(TextScript("latn")?.code == "Latn")
    }

    @Test func aBaseDirectionOverridesTheFirstStrongCharacter() throws {
        let text = "DuoMockup שלום"
        let natural = try TextLayout(AttributedText(text), style: TextStyle(fonts: [TestFonts.dejaVu], size: 40))
        let rtl = try TextLayout(AttributedText(text), style: TextStyle(fonts: [TestFonts.dejaVu], size: 40, direction: .rightToLeft))
        #expect(!natural.isRightToLeft)
        #expect(rtl.isRightToLeft)
        // In a right-to-left paragraph the Latin word (read first) is on the right.
        let latinRight = rtl.glyphs.filter { $0.cluster < 9 }.map(\.x).min()!
        let hebrewRight = rtl.glyphs.filter { $0.cluster > 9 }.map(\.x).max()!
        #expect(latinRight > hebrewRight)
        let ltr = try TextLayout(AttributedText("שלום DuoMockup"), style: TextStyle(fonts: [TestFonts.dejaVu], size: 40, direction: .leftToRight))
        #expect(!ltr.isRightToLeft)
    }

    @Test(arguments: [("ja", "ja"), ("zh-Hans", "zh-cn"), ("zh_Hant", "zh-tw"), ("zh-Hant-HK", "zh-hk"), ("pt_BR", "pt-br"),
                      ("sr-Latn-RS", "sr-rs"), ("en", "en"), ("es-419", "es-419")])
    func languagesAreSpelledForFontconfig(tag: String, fontconfig: String) throws {
        #expect(try #require(TextLanguage(tag)).fontconfig == fontconfig)
    }

    @Test(arguments: ["", "j", "japanese", "ja--JP", "ja JP", "日本", "ja-", "-ja", "ja-abcdefghi", "1a"])
    func malformedLanguageTagsAreRefused(tag: String) {
        #expect(TextLanguage(tag) == nil)
    }

    @Test func malformedScriptsAndFeaturesAreRefused() {
        #expect(TextScript("Lat") == nil && TextScript("Latin") == nil && TextScript("La1n") == nil)
        #expect(FontFeature("") == nil && FontFeature("=1") == nil && FontFeature("smcp=") == nil)
        #expect(FontFeature.list("smcp, -liga") == [FontFeature("smcp")!, FontFeature("-liga")!])
        #expect(FontFeature.list("smcp,=2") == nil)
    }
}
