import Mockup
/// A render setting from a gallery file, by the name of the command-line option it stands for
/// (`width` → `--width`), as text the option parser checks, or as a switch. Invariant: `option`
/// is a long option name of the gallery command.
public struct GallerySetting: Sendable, Equatable {
    /// A setting's value as the gallery file gave it: a flag, or the text of an option's value.
    public enum Value: Sendable, Equatable {
        case text(String)
        case flag(Bool)
    }

    /// The command-line option, e.g. `--width`, `--no-shadow`.
    public var option: String
    public var value: Value
    /// Where it was given, e.g. `entries[1].width`.
    public var place: String

    public init(option: String, value: Value, place: String) {
        self.option = option; self.value = value; self.place = place
    }
}
