import Testing
@testable import Compose

@Suite struct LocaleFallbackTests {
    @Test func localesMatchExactlyThenByLanguageThenAnotherRegion() {
        #expect(LocaleCode("de-DE").bestMatch(in: ["de", "de-DE", "en"]) == "de-DE")
        #expect(LocaleCode("de-DE").bestMatch(in: ["de", "en"]) == "de")
        #expect(LocaleCode("pt_BR").bestMatch(in: ["pt-BR", "pt"]) == "pt-BR")
        #expect(LocaleCode("de").bestMatch(in: ["de-AT", "en"]) == "de-AT")
        #expect(LocaleCode("fr-FR").bestMatch(in: ["de", "en"]) == nil)
        #expect(LocaleCode("ar").isRightToLeft && LocaleCode("he-IL").isRightToLeft && !LocaleCode("ja").isRightToLeft)
    }

    @Test func missingTranslationsFallBackToTheSourceAndAreListedOnce() throws {
        let catalog = StringCatalog(sourceLanguage: "en", tables: [
            "en": ["a": "A", "b": "B", "c": "C"],
            "de": ["a": "A-de"],
        ])
        let strings = ["b": "B-de-from-strings"]
        let tables = StringTables(sources: [.catalog(catalog, file: "x.xcstrings"),
                                            .stringsFiles(tables: ["de-DE": strings], pattern: "{locale}.strings")])
        let de = LocalisedStrings.resolve(["a", "b", "c", "zzz"], locale: LocaleCode("de-DE"), source: LocaleCode("en-US"), tables: tables)
        #expect(de.text == ["a": "A-de", "b": "B-de-from-strings", "c": "C"])
        #expect(de.fellBack == ["c"])
        #expect(de.unknown == ["zzz"])
        let ja = LocalisedStrings.resolve(["a", "b"], locale: LocaleCode("ja"), source: LocaleCode("en-US"), tables: tables)
        #expect(ja.text == ["a": "A", "b": "B"])
        #expect(ja.fellBack == ["a", "b"])
    }

    @Test func stringsFilesAreFoundUnderTheLocalesSpellings() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        try ComposeTestFiles.write(bytes: ComposeTestFiles.utf16("\"t\" = \"Titel\";", littleEndian: true), to: dir + "/de.lproj/S.strings")
        try ComposeTestFiles.write("\"t\" = \"Title\";", to: dir + "/en-US.lproj/S.strings")
        let tables = try StringTables.load(patterns: ["{locale}.lproj/S.strings"], folder: dir,
                                           locales: [LocaleCode("en-US"), LocaleCode("de-DE"), LocaleCode("ja")])
        #expect(tables.value("t", locale: LocaleCode("de-DE")) == "Titel")
        #expect(tables.value("t", locale: LocaleCode("en-US")) == "Title")
        #expect(tables.value("t", locale: LocaleCode("ja")) == nil)
    }

    @Test func capturesFallBackToTheSourceLocale() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        try ComposeTestFiles.write("x", to: dir + "/shots/en-US/open.png")
        try ComposeTestFiles.write("x", to: dir + "/shots/de/open.png")
        let pattern = dir + "/shots/{locale}/open.png"
        #expect(CapturePattern.resolve(pattern, locale: LocaleCode("de-DE"), source: LocaleCode("en-US")) == dir + "/shots/de/open.png")
        #expect(CapturePattern.resolve(pattern, locale: LocaleCode("ja"), source: LocaleCode("en-US")) == dir + "/shots/en-US/open.png")
        #expect(CapturePattern.resolve(dir + "/none/{locale}.png", locale: LocaleCode("ja"), source: LocaleCode("en-US")) == nil)
    }
}
