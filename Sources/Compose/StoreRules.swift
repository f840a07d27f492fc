/// What each store checks on upload, as numbers: image count per set, side limits, file size.
/// Invariant: every number is the store's documented limit (sources in Docs/Store.md).
public enum StoreRules {
    /// App Store Connect: 1 to 10 screenshots per display size and localisation.
    public static let appStoreCount = 1...10
    /// Google Play: 2 to 8 screenshots per device type (the feature graphic: exactly 1).
    public static let playCount = 2...8
    public static let playFeatureCount = 1...1
    /// Google Play: 320 to 3840 px on each side.
    public static let playSide = 320...3840
    /// Google Play screenshots: at most 8 MB.
    public static let playMaxBytes = 8 * 1024 * 1024

    /// The allowed count for a set of `preset` (or of an unknown slot of `store`).
    public static func count(store: Store, preset: StorePreset?) -> ClosedRange<Int> {
        if preset?.name == "google-play-feature" { return playFeatureCount }
        return store == .appStore ? appStoreCount : playCount
    }

    /// The largest file the store takes for this slot, or nil when it documents none.
    public static func maxBytes(store: Store, preset: StorePreset?) -> Int? {
        store == .googlePlay && preset?.name != "google-play-feature" ? playMaxBytes : nil
    }

    /// Why a Google Play screenshot of `size` is refused, or nil when it is accepted.
    public static func playScreenshotSizeProblem(_ size: PixelSize) -> String? {
        let short = min(size.width, size.height), long = max(size.width, size.height)
        if short < playSide.lowerBound { return "\(size): a side is under \(playSide.lowerBound) px" }
        if long > playSide.upperBound { return "\(size): a side is over \(playSide.upperBound) px" }
        if long > 2 * short { return "\(size): the long side is more than twice the short side" }
        return nil
    }
}
