/// Numbers as the package writes them in messages, names and listings: the same text on every
/// machine (no locale), whole numbers without a decimal point. Invariant: pure functions.
public enum NumberText {
    /// `128` for a whole number, else Swift's shortest round-tripping text (`12.5`, `0.1`).
    public static func shortest(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Exactly `places` decimals, rounded half away from zero (`decimal(1.4142, places: 3)` is `1.414`);
    /// a value too large for that (10¹⁵ and up, infinity) or not a number is Swift's own text.
    public static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        guard (abs(value) * scale).isFinite, abs(value) * scale < 1e15 else { return String(value) }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        var digits = String(fraction)
        while digits.count < places { digits = "0" + digits }
        return (value < 0 && scaled != 0 ? "-" : "") + String(whole) + (places > 0 ? "." + digits : "")
    }
}
