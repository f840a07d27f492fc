/// The camera settings the fold draws right, as one message per option: below 5° of elevation
/// the laptop's table half is edge-on (a black slab); closer than 1 art length the perspective
/// tears the device and hardens the shadow. Checked before any file is read.
enum CameraLimits {
    static let elevationRange = 5.0...90.0
    static let distanceRange = 1.0...1000.0

    static func elevation(_ value: Double?) throws -> Double? {
        guard let value else { return nil }
        guard elevationRange.contains(value) else {
            throw UsageError("--elevation must be from 5 to 90 degrees (below 5 the table half is edge-on; 90 looks straight down), got \(number(value))")
        }
        return value
    }

    static func distance(_ value: Double?) throws -> Double? {
        guard let value else { return nil }
        guard distanceRange.contains(value) else {
            throw UsageError("--distance must be from 1 to 1000 art lengths (closer, the perspective tears the device apart), got \(number(value))")
        }
        return value
    }

    private static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}
