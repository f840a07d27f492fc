import Mockup

/// Options given where they do not apply (a fold's camera on a flat pose, JPEG settings for a
/// PNG): each is named once in a note instead of being silently ignored. Which settings a render
/// uses is Mockup's answer (`MockupSettings.unused`); this only puts the flags' names to it.
enum IgnoredOptions {
    /// One note line (without the "duo-mockup: note: " prefix) per option of `a` that has no
    /// effect on a render of `pose` with `settings`.
    static func notes(_ a: ParsedArguments, settings: MockupSettings, pose: Pose) -> [String] {
        let given = SharedOptions.settingFlags.filter { a.has($0.flag) }.map(\.setting)
        return settings.unused(of: given, pose: pose).map { "\(SharedOptions.flagName($0.setting)) \($0.reason); ignored" }
    }
}
