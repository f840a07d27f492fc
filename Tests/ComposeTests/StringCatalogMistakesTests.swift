import Testing
@testable import Compose

/// A String Catalog is read by the package's JSON checker: every mistake is reported at once,
/// each at its place and where its value begins, as a keyframe file's are.
@Suite struct StringCatalogMistakesTests {
    @Test func twoMistakesAreBothReportedWithTheirPositions() {
        let json = """
        {"sourceLanguage": 1, "strings": {
          "title": {"localizations": {"de": "Lesen wie ein Buch"}}
        }}
        """
        #expect {
            _ = try StringCatalog.parse(Array(json.utf8), name: "Store.xcstrings")
        } throws: { error in
            "\(error)" == "Store.xcstrings: sourceLanguage at line 1, column 20: expected a non-empty string, got the number 1; "
                + "strings.title.localizations.de at line 2, column 37: expected an object with \"stringUnit\" or "
                + "\"variations\", got the string \"Lesen wie ein Buch\""
        }
    }

    @Test func aKeyGivenTwiceIsAMistakeAtItsPlace() {
        let json = """
        {"sourceLanguage": "en", "strings": {"title": {}, "title": {}}}
        """
        #expect {
            _ = try StringCatalog.parse(Array(json.utf8), name: "Store.xcstrings")
        } throws: { error in
            "\(error)" == "Store.xcstrings: strings.title at line 1, column 60: given twice; keep one (JSON readers disagree on which one counts)"
        }
    }

    @Test func theMistakesAreTypedWithTheirPlacesAndPositions() {
        let json = """
        {"sourceLanguage": "en", "strings": {"a": [], "b": {"localizations": {"de": {"stringUnit": {"value": 2}}}}}}
        """
        #expect {
            _ = try StringCatalog.parse(Array(json.utf8), name: "x.xcstrings")
        } throws: { error in
            (error as? StringCatalogError)?.mistakes.map { "\($0.place) \($0.position.map(\.description) ?? "-")" }
                == ["strings.a line 1, column 43", "strings.b.localizations.de.stringUnit.value line 1, column 102"]
        }
    }

    @Test func syntaxErrorsAndMissingFieldsKeepTheirWords() {
        #expect {
            _ = try StringCatalog.parse(Array("{\"sourceLanguage\": \"en\"".utf8), name: "x.xcstrings")
        } throws: { error in
            "\(error)" == "x.xcstrings: not valid JSON: the file ends inside an object opened at line 1, column 1"
        }
        #expect {
            _ = try StringCatalog.parse(Array("[]".utf8), name: "x.xcstrings")
        } throws: { error in
            "\(error)" == "x.xcstrings: expected a JSON object (a String Catalog)"
        }
        #expect {
            _ = try StringCatalog.parse(Array("{}".utf8), name: "x.xcstrings")
        } throws: { error in
            "\(error)" == "x.xcstrings: missing \"sourceLanguage\" (is this a String Catalog?); missing \"strings\" (is this a String Catalog?)"
        }
    }

    @Test func fieldsXcodeAddsAndVariationsOtherThanPluralAreLeftAlone() throws {
        let json = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "t": {"extractionState": "manual", "comment": "c", "localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "T"}},
            "fr": {"variations": {"device": {"other": {"stringUnit": {"state": "translated", "value": "x"}}}}}}}}}
        """
        let catalog = try StringCatalog.parse(Array(json.utf8), name: "x.xcstrings")
        #expect(catalog.tables == ["en": ["t": "t"], "de": ["t": "T"]])
    }
}
