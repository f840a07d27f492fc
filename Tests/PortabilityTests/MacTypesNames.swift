/// The type names that `MacTypes.h` declares, which Foundation on macOS re-exports into every
/// file that imports it: a public type of ours with one of these names is "ambiguous for type
/// lookup" in such a file (ours and the C one), so none may have one. From the macOS SDK's
/// MacTypes.h (CarbonCore's history: fixed-point numbers, Pascal strings, QuickDraw points).
enum MacTypesNames {
    static let all: Set<String> = [
        "UInt8", "SInt8", "UInt16", "SInt16", "UInt32", "SInt32", "UInt64", "SInt64",
        "wide", "UnsignedWide", "Fixed", "FixedPtr", "Fract", "FractPtr", "UnsignedFixed",
        "UnsignedFixedPtr", "ShortFixed", "ShortFixedPtr", "SmallFract", "Float32", "Float64",
        "Float80", "Float96", "Float32Point", "Ptr", "Handle", "Size", "OSErr", "OSStatus",
        "LogicalAddress", "ConstLogicalAddress", "PhysicalAddress", "BytePtr", "ByteCount", "ByteOffset",
        "Duration", "AbsoluteTime", "OptionBits", "ItemCount", "PBVersion", "ScriptCode", "LangCode",
        "RegionCode", "FourCharCode", "OSType", "ResType", "OSTypePtr", "ResTypePtr", "Boolean",
        "ProcPtr", "Register68kProcPtr", "UniversalProcPtr", "ProcHandle", "UniversalProcHandle",
        "PRefCon", "URefCon", "SRefCon", "UnicodeScalarValue", "UTF32Char", "UniChar", "UTF16Char",
        "UTF8Char", "UniCharPtr", "UniCharCount", "UniCharCountPtr", "Str255", "Str63", "Str32",
        "Str31", "Str27", "Str15", "Str32Field", "StrFileName", "StringPtr", "StringHandle",
        "ConstStringPtr", "ConstStr255Param", "ConstStr63Param", "ConstStr32Param", "ConstStr31Param",
        "ConstStr27Param", "ConstStr15Param", "ConstStrFileNameParam", "Point", "PointPtr", "Rect",
        "RectPtr", "FixedPoint", "FixedRect", "CharParameter", "Style", "StyleParameter", "StyleField",
        "TimeValue", "TimeScale", "CompTimeValue", "TimeBase", "TimeRecord", "NumVersion",
        "NumVersionVariant", "NumVersionVariantPtr", "NumVersionVariantHandle", "VersRec", "VersRecPtr",
        "VersRecHndl", "Byte", "SignedByte", "WidePtr", "UnsignedWidePtr", "extended80", "extended96",
        "VHSelect", "ProcessSerialNumber", "ProcessSerialNumberPtr", "TimeValue64",
    ]
}
