/// Where `BezelSet.locate` found the bezel folder. Invariant: one case per place it looks, in
/// the order it looks.
public enum BezelFolderOrigin: Sendable, Equatable {
    /// The folder the caller gave (`locate(explicit:)`).
    case given
    /// The folder `DUO_BEZELS` names.
    case environment
    /// `~/Library/Application Support/apple-duo-bezels/`.
    case applicationSupport
    /// `${XDG_DATA_HOME:-~/.local/share}/apple-duo-bezels/`.
    case dataHome
    /// The bundled `Bezels.example`.
    case example

    /// A short name for listings: "given", "DUO_BEZELS", "Application Support", "XDG_DATA_HOME", "example".
    public var name: String {
        switch self {
        case .given: "given"
        case .environment: BezelSet.environmentVariable
        case .applicationSupport: "Application Support"
        case .dataHome: "XDG_DATA_HOME"
        case .example: "example"
        }
    }
}
