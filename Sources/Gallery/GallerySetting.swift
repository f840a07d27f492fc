import Mockup

/// A render setting given in a gallery file: which `MockupSetting`, its value as the file gave it,
/// and where (`entries[1].width`). Invariant: `value` has the JSON type the setting's kind takes
/// and the setting accepts it on its own (checked when the file is read).
public struct GallerySetting: Sendable, Equatable {
    public var setting: MockupSetting
    public var value: SettingValue
    /// Where it was given, e.g. `entries[1].width`.
    public var place: String

    public init(setting: MockupSetting, value: SettingValue, place: String) {
        self.setting = setting; self.value = value; self.place = place
    }
}
