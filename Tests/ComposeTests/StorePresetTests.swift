import Testing
@testable import Compose

@Suite struct StorePresetTests {
    @Test(arguments: [
        ("app-store-duo-inner", 2007, 2853), ("app-store-duo-outer", 1398, 2034), ("app-store-iphone-6.9", 1320, 2868),
        ("app-store-iphone-6.5", 1284, 2778), ("app-store-ipad-13", 2064, 2752), ("google-play-phone", 1080, 1920),
        ("google-play-feature", 1024, 500),
    ])
    func presetsComposeAtTheDocumentedSize(name: String, width: Int, height: Int) throws {
        let preset = try #require(StorePreset.named(name))
        #expect(preset.size(landscape: false) == PixelSize(width, height))
        #expect(preset.accepts(PixelSize(width, height)))
    }

    @Test func theOtherSizesOfASlotAndTheirLandscapeTurnsAreAccepted() throws {
        let iphone = try #require(StorePreset.named("app-store-iphone-6.9"))
        for s in [PixelSize(1290, 2796), PixelSize(1260, 2736), PixelSize(2868, 1320)] { #expect(iphone.accepts(s)) }
        #expect(!iphone.accepts(PixelSize(1284, 2778)))
        #expect(iphone.size(landscape: true) == PixelSize(2868, 1320))
        let ipad = try #require(StorePreset.named("app-store-ipad-13"))
        #expect(ipad.accepts(PixelSize(2732, 2048)))
        let iphone65 = try #require(StorePreset.named("app-store-iphone-6.5"))
        #expect(iphone65.accepts(PixelSize(1242, 2688)))
        let feature = try #require(StorePreset.named("google-play-feature"))
        #expect(!feature.accepts(PixelSize(500, 1024)))
        #expect(feature.size(landscape: true) == PixelSize(1024, 500))
    }

    @Test func googlePlayPhoneTakesAnySizeWithinItsLimits() throws {
        let play = try #require(StorePreset.named("google-play-phone"))
        #expect(play.accepts(PixelSize(1440, 2560)))
        #expect(play.accepts(PixelSize(320, 640)))
        #expect(!play.accepts(PixelSize(319, 600)))       // a side under 320
        #expect(!play.accepts(PixelSize(2000, 3841)))     // a side over 3840
        #expect(!play.accepts(PixelSize(1000, 2001)))     // long side over twice the short
        #expect(StoreRules.playScreenshotSizeProblem(PixelSize(1000, 2001))?.contains("twice") == true)
    }

    @Test func countsPerSetAreTheStoresOwn() throws {
        #expect(StoreRules.count(store: .appStore, preset: nil) == 1...10)
        #expect(StoreRules.count(store: .googlePlay, preset: StorePreset.named("google-play-phone")) == 2...8)
        #expect(StoreRules.count(store: .googlePlay, preset: StorePreset.named("google-play-feature")) == 1...1)
    }
}
