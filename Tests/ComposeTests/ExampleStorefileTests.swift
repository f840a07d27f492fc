import Foundation
import Testing
@testable import Compose

/// The example storefile the docs show (Bezels.example/store) stays valid: it loads, its strings
/// (a String Catalog and a UTF-16 .strings file) translate every caption in every locale, and
/// every caption fits its box. (Composing it at full size is the release run in Docs/Store.md.)
@Suite struct ExampleStorefileTests {
    static let path: String = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }
        return dir.path + "/Bezels.example/store/storefile.json"
    }()

    @Test func theExampleLoadsTranslatesEverythingAndEveryCaptionFits() throws {
        let file = try StorefileChecker.load(Self.path)
        #expect(file.locales.map(\.code) == ["en-US", "de-DE", "ar", "ja"])
        #expect(file.sets.map(\.name) == ["app-store-duo-inner", "app-store-duo-outer"])
        #expect(file.sets.map(\.size) == [PixelSize(2007, 2853), PixelSize(1398, 2034)])
        let strings = try StringTables.load(patterns: file.strings, folder: "", locales: file.locales)
        if case .stringsFiles(let tables, _) = strings.sources[1] {
            #expect(tables["de-DE"]?["cover.subtitle"] == "Das Wichtigste auf dem \"Cover\"-Display")
        } else {
            Issue.record("the second source is the German .strings file")
        }
        var plan = try ComposePlan.make(file, strings: strings)
        #expect(plan.fallbacks.isEmpty)
        #expect(plan.jobs.count == 4 * 6)                        // 4 locales × (3 spreads + 3 pages)
        try plan.settleTitleSizes(painter: TextCaptionPainter(), storefile: file)
        // One headline size per set and locale.
        for locale in file.locales {
            for set in file.sets {
                let sizes = Set(plan.jobs.filter { $0.locale == locale && $0.setName == set.name }
                    .flatMap { $0.spread.titleSizes.compactMap { $0 } })
                #expect(sizes.count == 1, "\(locale) \(set.name): \(sizes)")
            }
        }
        // The layered page: its texts translated in every locale, each fitting at its size.
        let layered = plan.jobs.filter { $0.spread.pages[0].name == "layers" }
        #expect(layered.count == 4)
        for job in layered {
            let layers = job.spread.layers[0]
            #expect(layers.count == 6)
            for layer in layers {
                guard case .text(let style) = layer.content, case .literal(let text) = style.text else { continue }
                #expect(!text.isEmpty)
                _ = try TextLayerPainter.layout(text, style: style, fonts: style.fonts ?? job.spread.pages[0].style.caption.fonts,
                                                pageHeight: job.spread.size.height,
                                                width: layer.placement.width.map { $0 * Double(job.spread.size.width) },
                                                maxHeight: nil, locale: job.locale.code, place: layer.place)
            }
        }
        let arabic = try #require(plan.jobs.first { $0.locale.code == "ar" })
        #expect(arabic.spread.mirrored && arabic.spread.captions[0].rightToLeft)
    }
}
