import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// Captions shape in their page's locale: the same ideograph in a face with Japanese and Chinese
/// forms draws differently on the ja and zh-Hans pages.
struct ComposeLanguageTests {
    /// The repo's font whose 骨 is a column in Japanese and a row in Chinese (TextEngineTests/Fixtures).
    static let loclFont = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TextEngineTests/Fixtures/locl-test.ttf").path

    @Test func jaAndZhHansPagesDrawTheirOwnForms() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        _ = try ComposeTestFiles.bezelSet(in: dir + "/bezels")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.closed), to: dir + "/shots/closed.png")
        try ComposeTestFiles.write("""
        {"version": 1, "bezels": "bezels", "sourceLocale": "ja", "locales": ["ja", "zh-Hans", "ko"],
         "style": {"caption": {"fonts": ["\(Self.loclFont)"]}},
         "sets": [{"name": "small", "size": [360, 640], "pages": [
           {"name": "cover", "title": "骨", "devices": [{"capture": "shots/closed.png", "pose": "closed"}]}]}]}
        """, to: dir + "/store.json")
        let console = Console.capturing()
        #expect(DuoMockupTool.run(["compose", dir + "/store.json", "-o", dir + "/out", "--quiet"], console: console) == 0,
                "\(console.capturedError)")
        func page(_ locale: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: "\(dir)/out/\(locale)/small/01-cover.png")) }
        let ja = try page("ja"), zh = try page("zh-Hans"), ko = try page("ko")
        #expect(ja != zh)
        // Korean has no forms in this face: its page draws the default one, unlike either.
        #expect(ja != ko && zh != ko)
    }
}
