// swift-tools-version:6.0
import PackageDescription

/// Settings shared by every Swift target: Swift 6 language mode (the tools version's default) and
/// explicit `any` for existentials.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "TermBridge",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "termbridge", targets: ["termbridge"]),
        .library(name: "TextKit", targets: ["TextKit"]),
        .library(name: "CorpusModel", targets: ["CorpusModel"]),
        .library(name: "Checks", targets: ["Checks"]),
        .library(name: "Reporting", targets: ["Reporting"]),
        .library(name: "TermBridgeCommandLine", targets: ["TermBridgeCommandLine"]),
        .library(name: "AlignmentKit", targets: ["AlignmentKit"]),
        .library(name: "CorpusIndex", targets: ["CorpusIndex"]),
        .library(name: "ReferenceSite", targets: ["ReferenceSite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // `swift package generate-documentation` (the DocC catalogs under Sources/*/*.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The only C code: thin `cicu_` functions over the system ICU (libicu-dev).
        .target(
            name: "CICUShims",
            linkerSettings: [
                .linkedLibrary("icui18n"),
                .linkedLibrary("icuuc"),
                .linkedLibrary("icudata"),
            ]
        ),
        .target(name: "TextKit", dependencies: ["CICUShims"], swiftSettings: swiftSettings),
        .target(name: "CorpusModel", swiftSettings: swiftSettings),
        .target(
            name: "Checks", dependencies: ["CorpusModel", "TextKit", "GlossaryKit", "AlignmentKit", "LocalizationFormats", "OfferModel"],
            swiftSettings: swiftSettings),
        .target(name: "Reporting", dependencies: ["Checks", "CorpusModel"], swiftSettings: swiftSettings),
        .target(name: "DocumentParsing", dependencies: ["CorpusModel", "TextKit"], swiftSettings: swiftSettings),
        .target(
            name: "TermBridgeCommandLine",
            dependencies: [
                "TextKit",
                "CorpusModel",
                "AlignmentKit",
                "OfferModel",
                "GlossaryKit",
                "DocumentParsing",
                "Checks",
                "Reporting",
                "LocalizationFormats",
                "CorpusIndex",
                "ReferenceSite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: swiftSettings
        ),
        // The persistent index of `termbridge build` (SQLite through GRDB, FTS5 over ICU words).
        .target(
            name: "CorpusIndex",
            dependencies: [
                "CorpusModel", "TextKit", .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C interface, for the bulk inserts of a build (`RowInserter`).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings
        ),
        // The bilingual API reference: the model behind it and its HTML and Markdown renderers.
        .target(
            name: "ReferenceSite",
            dependencies: ["Checks", "CorpusModel", "GlossaryKit", "OfferModel", "TextKit", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: swiftSettings),
        .target(name: "AlignmentKit", dependencies: ["CorpusModel", "TextKit"], swiftSettings: swiftSettings),
        .target(
            name: "OfferModel",
            dependencies: [.product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: swiftSettings
        ),
        .target(name: "GlossaryKit", dependencies: ["TextKit", "CorpusModel"], swiftSettings: swiftSettings),
        // App string files: .xcstrings, XLIFF 1.2, .strings, .stringsdict (readers and in-place fixes).
        .target(name: "LocalizationFormats", dependencies: ["CorpusModel", "TextKit"], swiftSettings: swiftSettings),
        .executableTarget(name: "termbridge", dependencies: ["TermBridgeCommandLine", "TextKit"], swiftSettings: swiftSettings),
        // The seeded fuzz loop over the readers (Documentation/Reliability.md): a short slice runs in
        // FuzzHarnessTests, a million inputs by hand with `TermBridgeBenchmarks fuzz`.
        .target(
            name: "FuzzHarness",
            dependencies: [
                "Checks", "CorpusModel", "DocumentParsing", "GlossaryKit", "LocalizationFormats", "OfferModel", "TermBridgeCommandLine",
            ],
            path: "Benchmarks/FuzzHarness",
            swiftSettings: swiftSettings
        ),
        // Benchmarks (run by hand, in release mode; see README).
        .executableTarget(
            name: "TermBridgeBenchmarks",
            dependencies: [
                "TextKit", "CorpusModel", "AlignmentKit", "GlossaryKit", "DocumentParsing", "Checks", "TermBridgeCommandLine",
                "FuzzHarness",
                "LocalizationFormats",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/TermBridgeBenchmarks",
            swiftSettings: swiftSettings
        ),

        .testTarget(name: "TextKitTests", dependencies: ["TextKit"], swiftSettings: swiftSettings),
        .testTarget(
            name: "CorpusModelTests",
            dependencies: ["CorpusModel"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ChecksTests", dependencies: ["Checks", "AlignmentKit", "CorpusModel", "GlossaryKit", "DocumentParsing", "TextKit"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "ReportingTests",
            dependencies: ["Reporting", "Checks", "CorpusModel"],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "AlignmentKitTests",
            dependencies: ["AlignmentKit", "GlossaryKit"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "GlossaryKitTests", dependencies: ["GlossaryKit", "TextKit"], exclude: ["Fixtures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "DocumentParsingTests",
            dependencies: ["DocumentParsing"],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TermBridgeCommandLineTests",
            dependencies: [
                "TermBridgeCommandLine", "GlossaryKit", "Checks", "CorpusIndex", "ReferenceSite", .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "FuzzHarnessTests", dependencies: ["Checks", "FuzzHarness", "GlossaryKit"], swiftSettings: swiftSettings),
        .testTarget(
            name: "CorpusIndexTests",
            dependencies: ["CorpusIndex", "CorpusModel", "DocumentParsing", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "LocalizationFormatsTests",
            dependencies: ["LocalizationFormats", "Checks", "GlossaryKit", "TermBridgeCommandLine"],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "OfferModelTests",
            dependencies: ["OfferModel", .product(name: "Crypto", package: "swift-crypto")],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
    ]
)
