/// The store a set of images is uploaded to; each has its own rules (see `StoreRules`).
public enum Store: String, Sendable, CaseIterable {
    case appStore = "app-store"
    case googlePlay = "google-play"
}

/// A named screenshot slot of a store with the exact pixel sizes it accepts. Invariant: `sizes`
/// lists portrait sizes (width ≤ height) except for landscape-only slots; the store accepts each
/// size and its landscape turn unless `landscapeOnly`. Numbers and sources: Docs/Store.md.
public struct StorePreset: Sendable, Equatable {
    public var name: String
    public var store: Store
    /// Accepted sizes; the first is the one pages are composed at.
    public var sizes: [PixelSize]
    /// The slot takes only the sizes as listed (the Play feature graphic).
    public var landscapeOnly: Bool
    /// Google Play phone screenshots: any size 320–3840 px a side, long side ≤ 2 × short.
    public var anySizeWithinPlayLimits: Bool

    public init(name: String, store: Store, sizes: [PixelSize], landscapeOnly: Bool = false,
                anySizeWithinPlayLimits: Bool = false) {
        self.name = name; self.store = store; self.sizes = sizes
        self.landscapeOnly = landscapeOnly; self.anySizeWithinPlayLimits = anySizeWithinPlayLimits
    }

    /// The size pages of this preset are composed at, portrait or turned to landscape.
    public func size(landscape: Bool) -> PixelSize {
        let s = sizes[0]
        return landscape && !landscapeOnly ? s.turned : s
    }

    /// True when an image of `size` fits this slot.
    public func accepts(_ size: PixelSize) -> Bool {
        if anySizeWithinPlayLimits { return StoreRules.playScreenshotSizeProblem(size) == nil }
        return sizes.contains(size) || (!landscapeOnly && sizes.contains(size.turned))
    }

    /// Every preset, by name.
    public static let all: [StorePreset] = [
        StorePreset(name: "app-store-duo-inner", store: .appStore, sizes: [PixelSize(2007, 2853)]),
        StorePreset(name: "app-store-duo-outer", store: .appStore, sizes: [PixelSize(1398, 2034)]),
        StorePreset(name: "app-store-iphone-6.9", store: .appStore,
                    sizes: [PixelSize(1320, 2868), PixelSize(1290, 2796), PixelSize(1260, 2736)]),
        StorePreset(name: "app-store-iphone-6.5", store: .appStore,
                    sizes: [PixelSize(1284, 2778), PixelSize(1242, 2688)]),
        StorePreset(name: "app-store-ipad-13", store: .appStore,
                    sizes: [PixelSize(2064, 2752), PixelSize(2048, 2732)]),
        StorePreset(name: "google-play-phone", store: .googlePlay, sizes: [PixelSize(1080, 1920)],
                    anySizeWithinPlayLimits: true),
        StorePreset(name: "google-play-feature", store: .googlePlay, sizes: [PixelSize(1024, 500)],
                    landscapeOnly: true),
    ]

    /// The preset called `name`, if any.
    public static func named(_ name: String) -> StorePreset? { all.first { $0.name == name } }
}

/// A width and height in pixels. Invariant: both ≥ 1 where it names an image.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(_ width: Int, _ height: Int) { self.width = width; self.height = height }
    public var turned: PixelSize { PixelSize(height, width) }
    public var description: String { "\(width)×\(height)" }
}
