import Testing
@testable import Compose

@Suite struct StringsParsingTests {
    static let sample = """
    /* A block comment
       over two lines, with "quotes" and = signs; */
    "title" = "Read it like a book";
    // a line comment
    "quote" = "She said \\"hi\\"\\nand left\\\\";
    "accent" = "caf\\U00E9 na\\u00EFve";
    "emoji" = "wave \\UD83D\\UDC4B";
    unquoted_key = "bare key";
    "same";
    "title" = "Later wins";
    """

    static func check(_ table: [String: String]) {
        #expect(table["title"] == "Later wins")
        #expect(table["quote"] == "She said \"hi\"\nand left\\")
        #expect(table["accent"] == "café naïve")
        #expect(table["emoji"] == "wave 👋")
        #expect(table["unquoted_key"] == "bare key")
        #expect(table["same"] == "same")
        #expect(table.count == 6)
    }

    @Test func utf8WithAndWithoutABOM() throws {
        Self.check(try StringsFile.parse(Array(Self.sample.utf8), name: "a.strings"))
        Self.check(try StringsFile.parse([0xEF, 0xBB, 0xBF] + Array(Self.sample.utf8), name: "a.strings"))
    }

    @Test func utf16LittleAndBigEndianWithABOM() throws {
        Self.check(try StringsFile.parse(ComposeTestFiles.utf16(Self.sample, littleEndian: true), name: "le.strings"))
        Self.check(try StringsFile.parse(ComposeTestFiles.utf16(Self.sample, littleEndian: false), name: "be.strings"))
    }

    @Test func utf16WithoutABOMIsRecognisedByItsZeroBytes() throws {
        let bytes = Array(ComposeTestFiles.utf16("\"k\" = \"日本語\";", littleEndian: true).dropFirst(2))
        #expect(try StringsFile.parse(bytes, name: "x.strings") == ["k": "日本語"])
    }

    @Test(arguments: [
        ("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";", "line 3: expected ';' after the value of \"c\""),
        ("\"a\" = \"b\";\n/* never closed", "line 2: a /* comment is never closed"),
        ("\"a\" = \"b;\n", "line 1: a string is never closed (missing '\"')"),
        ("\"a\" \"b\";", "line 1: expected '=' after the key \"a\""),
        ("\"a\" = \"\\q\";", "line 1: unknown escape '\\q'"),
        ("\"a\" = \"\\UD83D\";", "line 1: an unpaired UTF-16 surrogate escape"),
        ("\"a\" = ;", "line 1: expected a value for \"a\", found ';'"),
        ("\"a\" =", "line 1: expected a value for \"a\", found the end of the file"),
        ("\"a\\nb\" \"c\";", "line 1: expected '=' after the key \"a b\""),   // a key's newline shows as a space
        ("\"a\" = \"\\u12G4\";", "line 1: expected four hex digits after \\u"),
    ])
    func mistakesNameTheFileAndTheLine(text: String, message: String) {
        #expect {
            _ = try StringsFile.parse(Array(text.utf8), name: "de.lproj/Store.strings")
        } throws: { error in
            "\(error)" == "de.lproj/Store.strings: \(message)"
        }
    }

    @Test func brokenUTF16IsOneLine() {
        #expect {
            _ = try StringsFile.parse([0xFF, 0xFE, 0x41], name: "odd.strings")
        } throws: { error in
            error as? StringsFileError == .oddUTF16Length(file: "odd.strings")
                && "\(error)" == "odd.strings: UTF-16 text with an odd number of bytes"
        }
    }

    @Test func stringCatalogsGiveEveryLocaleAndTheKeyAsItsOwnSource() throws {
        let json = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Hello": {},
          "title": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Read it like a book"}},
            "de": {"stringUnit": {"state": "translated", "value": "Lesen wie ein Buch"}},
            "fr": {"stringUnit": {"state": "new", "value": ""}}}},
          "count": {"localizations": {"ja": {"variations": {"plural": {
            "other": {"stringUnit": {"state": "translated", "value": "%lld 件"}}}}}}}
        }}
        """
        let catalog = try StringCatalog.parse(Array(json.utf8), name: "Store.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.tables["en"]?["Hello"] == "Hello")
        #expect(catalog.tables["en"]?["title"] == "Read it like a book")
        #expect(catalog.tables["de"]?["title"] == "Lesen wie ein Buch")
        #expect(catalog.tables["fr"]?["title"] == nil)
        #expect(catalog.tables["ja"]?["count"] == "%lld 件")
    }

    @Test func aFileThatIsNotACatalogSaysSo() {
        #expect {
            _ = try StringCatalog.parse(Array("{\"strings\": {}}".utf8), name: "x.xcstrings")
        } throws: { error in
            (error as? StringCatalogError)?.mistakes.map(\.place) == [""]
                && "\(error)" == "x.xcstrings: missing \"sourceLanguage\" (is this a String Catalog?)"
        }
    }
}
