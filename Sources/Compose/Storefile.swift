import Codecs
import Colour
import Mockup

/// A checked storefile: the locales, the strings, and the sets of pages to compose, with every
/// style already merged (top level, then set, then page). Invariant: made only by
/// `StorefileChecker`, which has found every device's capture for every locale it was asked for,
/// every preset and every span within its set.
public struct Storefile: Sendable {
    public var path: String
    /// The storefile's folder: relative paths inside it are resolved against it.
    public var folder: String
    /// `bezels` (a folder of art), resolved; nil = the command's usual search.
    public var bezels: String?
    public var sourceLocale: LocaleCode
    /// The locales to compose, in the storefile's order (after the command's filter).
    public var locales: [LocaleCode]
    /// Strings sources: `.xcstrings` files and `.strings` patterns with `{locale}`, resolved.
    public var strings: [String]
    public var format: ImageFormat
    public var jpegQuality: Int
    public var sets: [StoreSet]
    /// The pages' space: sRGB (the default, what every display shows right) or Display P3.
    /// Every colour in `sets` is already in it.
    public var colourSpace: ColourSpace = .sRGB
}

/// One set of pages at one size, for one store slot. Invariant: `size` is the preset's size (in
/// the chosen orientation) or the explicit one; page spans stay inside `pages`.
public struct StoreSet: Sendable {
    /// The output folder's name: `OUTDIR/<locale>/<name>/`.
    public var name: String
    public var preset: StorePreset?
    public var size: PixelSize
    public var pages: [StorePage]
}

/// One page: its devices, caption and style. `span` > 1 lays this page's background (and its
/// devices, placed in page widths from its left edge) across it and the next `span − 1` pages.
public struct StorePage: Sendable {
    /// `sets[i].pages[j]`, for messages.
    public var place: String
    public var name: String
    public var devices: [DeviceSpec]
    public var title: CaptionText?
    public var subtitle: CaptionText?
    public var span: Int
    public var style: PageStyle
    /// The page's style per locale (`localeStyles`), each the page's style with that locale's
    /// override over it; a locale no entry matches shows `style`. See `localised(for:source:)`.
    public var localeStyles: [LocaleStyle] = []
    /// Free layers drawn over the page in order (`layers`); their texts are localised and their
    /// images resolved per locale in `Spread.layers`.
    public var layers: [PageLayer] = []
}

/// A caption's text: a key into the strings, or literal text.
public enum CaptionText: Sendable, Equatable {
    case key(String)
    case literal(String)
}

/// One device on a page: the capture (a pattern with `{locale}`), how it is posed, and where.
/// Sizes and positions are fractions of the page (x may pass 1 on a spanning page). Invariant:
/// at most one of `height` and `width`.
public struct DeviceSpec: Sendable, Equatable {
    public var place: String
    /// The capture path pattern, resolved against the storefile's folder.
    public var capture: String
    public var pose: Pose?
    public var degrees: Double?
    public var shadow = true
    /// The camera's orbit in degrees (`--turn`, `--tilt`), each within `Camera.turnLimit` or `Camera.tiltLimit` either way.
    public var turn = 0.0
    public var tilt = 0.0
    /// The cover display's capture path pattern (`{locale}` as in `capture`), resolved against
    /// the storefile's folder; nil: the cover glass is dark.
    public var cover: String?
    /// The device's height (or width) as a fraction of the page's; nil = true relative size.
    public var height: Double?
    public var width: Double?
    /// The device's centre in fractions of the page; nil = laid out automatically.
    public var x: Double?
    public var y: Double?
    /// The capture read from a fastlane snapshot folder (`"capture": {"fastlane": …}`); nil:
    /// `capture` is the path pattern.
    public var snapshot: FastlaneSnapshot?
    /// The device's highlight and zoom inset (`highlight`, `zoom`); empty by default.
    public var callouts = Callouts()
}
