import Foundation
import Testing
import Mockup
@testable import Compose

@Suite struct StorefileCheckerTests {
    static func storefile(_ json: String) throws -> String {
        let dir = try ComposeTestFiles.temporaryFolder()
        try ComposeTestFiles.write("x", to: dir + "/shots/en-US/open.png")
        try ComposeTestFiles.write(json, to: dir + "/store.json")
        return dir + "/store.json"
    }

    static func problems(_ json: String, only: [String]? = nil) throws -> [StorefileError.Problem] {
        do {
            _ = try StorefileChecker.load(try storefile(json), onlyLocales: only)
            return []
        } catch let e as StorefileError {
            return e.problems
        }
    }

    @Test func everyMistakeIsReportedAtOnceWithItsPlace() throws {
        let found = try Self.problems("""
        {"version": 1, "locales": ["en-US", "ja"], "sourceLocale": "en-US",
         "style": {"background": {"type": "linaer", "stops": ["#000", "#fff"]}, "caption": {"lines": "two"}},
         "sets": [
          {"preset": "app-store-duo-iner", "pages": [
            {"name": "a", "titel": "Hi", "span": 3, "devices": [{"capture": "shots/{locale}/open.png", "pose": "bok"}]},
            {"name": "b", "devices": [{"capture": "shots/{locale}/closed.png", "height": "big"}]}
          ]}
         ]}
        """)
        let byPlace = Dictionary(found.map { ($0.place, $0.message) }, uniquingKeysWith: { $0 + " | " + $1 })
        #expect(byPlace["style.background.type"]?.contains("did you mean linear?") == true)
        #expect(byPlace["style.caption.lines"] == "expected a whole number, got the string \"two\"")
        #expect(byPlace["sets[0].preset"] == "unknown preset app-store-duo-iner; did you mean app-store-duo-inner?")
        #expect(byPlace["sets[0].pages[0].titel"] == "unknown field; did you mean \"title\"?")
        #expect(byPlace["sets[0].pages[0].span"] == "spans 3 pages from page 1, past the set's last page (the set has 2)")
        #expect(byPlace["sets[0].pages[0].devices[0].pose"] == "unknown pose bok; did you mean book?")
        #expect(byPlace["sets[0].pages[1].devices[0].height"] == "expected a number, got the string \"big\"")
        // closed.png exists for no locale: both are named, with the files tried.
        let missing = try #require(byPlace["sets[0].pages[1].devices[0].capture"])
        #expect(missing.contains("no capture for en-US and none to fall back to"))
        #expect(missing.contains("no capture for ja and none to fall back to: tried"))
        #expect(found.count == 9)
    }

    /// A misspelled preset in one set and a missing string key in another: both at once.
    @Test func aMissingStringKeyIsReportedBesideOtherMistakes() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        try ComposeTestFiles.write("x", to: dir + "/shots/en-US/open.png")
        try ComposeTestFiles.write("\"hello\" = \"Hello\";\n", to: dir + "/en-US.lproj/Store.strings")
        try ComposeTestFiles.write("""
        {"strings": ["{locale}.lproj/Store.strings"],
         "sets": [
          {"preset": "app-store-duo-iner", "pages": [{"title": {"key": "hello"}, "devices": [{"capture": "shots/{locale}/open.png"}]}]},
          {"size": [400, 600], "pages": [{"name": "a", "title": {"key": "helo"}}, {"name": "b", "subtitle": {"key": "gone"}}]}
         ]}
        """, to: dir + "/store.json")
        var found: [StorefileError.Problem] = []
        do { _ = try StorefileChecker.load(dir + "/store.json") } catch let e as StorefileError { found = e.problems }
        let byPlace = Dictionary(found.map { ($0.place, $0.message) }, uniquingKeysWith: { $0 + " | " + $1 })
        #expect(byPlace["sets[0].preset"]?.hasPrefix("unknown preset app-store-duo-iner") == true, "\(found)")
        #expect(byPlace["sets[1].pages[0].title"]?.hasPrefix("no string \"helo\" in the source locale en-US") == true, "\(found)")
        #expect(byPlace["sets[1].pages[1].subtitle"]?.hasPrefix("no string \"gone\" in the source locale en-US") == true, "\(found)")
        #expect(found.count == 3, "\(found)")
    }

    /// A String Catalog with two mistakes: the storefile's "strings" names the catalog and both
    /// mistakes, each at its line and column in the catalog.
    @Test func aCatalogsMistakesAreReportedWithTheirPositions() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        try ComposeTestFiles.write("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": 1,\n \"b\": {\"localizations\": []}}}",
                                   to: dir + "/Store.xcstrings")
        try ComposeTestFiles.write("""
        {"strings": ["Store.xcstrings"], "sets": [{"size": [400, 600], "pages": [{"name": "a"}]}]}
        """, to: dir + "/store.json")
        var found: [StorefileError.Problem] = []
        do { _ = try StorefileChecker.load(dir + "/store.json") } catch let e as StorefileError { found = e.problems }
        #expect(found.map(\.place) == ["strings"], "\(found)")
        #expect(found.first?.message == "\(dir)/Store.xcstrings: "
                + "strings.a at line 1, column 43: expected an object (the key's translations), got the number 1; "
                + "strings.b.localizations at line 2, column 25: expected an object of locales, got an array")
    }

    /// A storefile cut short names where the unclosed part began, innermost first.
    @Test func aTruncatedStorefileGetsAPosition() throws {
        let text = "{\"sets\": [\n  {\"size\": [400, 600],\n   \"pages\": [{\"name\": \"a\"},\n     {\"name\": \"b\", \"style\": {"
        let found = try Self.problems(text)
        #expect(found.count == 1)
        #expect(found.first?.message == "not valid JSON: the file ends inside an object opened at line 4, column 29", "\(found)")
        let inString = try Self.problems("{\"sets\": [\n {\"name\": \"unfinished")
        #expect(inString.first?.message == "not valid JSON: the file ends inside a string opened at line 2, column 11", "\(inString)")
    }

    @Test func aLocaleWithoutItsOwnCaptureFallsBackToTheSourceOne() throws {
        let found = try Self.problems("""
        {"locales": ["en-US", "de-DE"], "sets": [{"size": [400, 600], "pages": [
          {"devices": [{"capture": "shots/{locale}/open.png", "pose": "open"}]}]}]}
        """)
        #expect(found.isEmpty)
    }

    @Test func theCommandsLocaleFilterMustNameStorefileLocales() throws {
        let found = try Self.problems("""
        {"locales": ["en-US", "de-DE"], "sets": [{"size": [400, 600], "pages": [{"name": "p"}]}]}
        """, only: ["de-De", "fr-FR"])
        #expect(found.map(\.message) == ["the locale filter names fr-FR, which the storefile does not list (en-US, de-DE)"])
    }

    @Test func wrongTopLevelTypesAndSyntaxAreOneLineEach() throws {
        #expect(try Self.problems("[1]").map(\.message) == ["expected an object with \"sets\", got an array"])
        #expect(try Self.problems("{\"sets\": []}").map(\.place) == ["sets"])
        let syntax = try Self.problems("{\"sets\": [\n  {,}]}")
        #expect(syntax.count == 1 && syntax[0].message.hasPrefix("not valid JSON near line 2"))
    }

    @Test func stylesMergeTopThenSetThenPage() throws {
        let path = try Self.storefile("""
        {"style": {"caption": {"titleSize": 0.09, "align": "leading"}, "background": "#102030"},
         "sets": [{"size": [400, 600], "style": {"caption": {"lines": 3}},
           "pages": [{"name": "a"}, {"name": "b", "style": {"caption": {"align": "trailing"},
             "background": {"type": "radial", "stops": ["#000000", "#ffffff"]}}}]}]}
        """)
        let file = try StorefileChecker.load(path)
        let a = file.sets[0].pages[0].style, b = file.sets[0].pages[1].style
        #expect(a.caption.titleSize == 0.09 && a.caption.lines == 3 && a.caption.alignment == .leading)
        #expect(a.background == .colour(ColourText.parse("#102030")!))
        #expect(b.caption.titleSize == 0.09 && b.caption.lines == 3 && b.caption.alignment == .trailing)
        if case .radial = b.background {} else { Issue.record("page b keeps its radial background, got \(b.background)") }
    }
}
