/// The log as `JSONBytes` values: written directly, byte for byte as `JSONEncoder` writes the
/// `Encodable` model (pretty-printed, sorted keys, nil properties left out; the tests compare the
/// two). Each object lists its members in sorted order.
extension SARIFLog {
    var json: JSONBytes.Value { json(runs: .array(runs.map(\.json))) }

    /// The log with `runs` in place of its own runs' values.
    func json(runs: JSONBytes.Value) -> JSONBytes.Value {
        .object(["$schema": .string(schema), "runs": runs, "version": .string(version)])
    }
}

extension SARIFLog.Run {
    var json: JSONBytes.Value { json(results: .array(results.map(\.json))) }

    /// The run with `results` in place of its own results' values.
    func json(results: JSONBytes.Value) -> JSONBytes.Value {
        .object([
            "columnKind": .string(columnKind), "originalUriBaseIds": .dictionary(originalUriBaseIds.mapValues(\.json)),
            "results": results, "tool": .object(["driver": tool.driver.json]),
        ])
    }
}

extension SARIFLog.ToolComponent {
    var json: JSONBytes.Value {
        .object([
            "informationUri": informationUri.map(JSONBytes.Value.string) ?? .absent, "name": .string(name),
            "rules": .array(rules.map(\.json)), "version": .string(version),
        ])
    }
}

extension SARIFLog.ReportingDescriptor {
    var json: JSONBytes.Value {
        .object([
            "defaultConfiguration": .object(["level": .string(defaultConfiguration.level)]),
            "fullDescription": fullDescription.json, "help": help.json, "id": .string(id),
            "shortDescription": shortDescription.json,
        ])
    }
}

extension SARIFLog.Message {
    var json: JSONBytes.Value { .object(["text": .string(text)]) }
}

extension SARIFLog.Result {
    var json: JSONBytes.Value {
        .object([
            "fixes": fixes.map { .array($0.map(\.json)) } ?? .absent, "level": .string(level),
            "locations": .array(locations.map(\.json)), "message": message.json,
            "partialFingerprints": .dictionary(partialFingerprints.mapValues(JSONBytes.Value.string)),
            "ruleId": .string(ruleId), "ruleIndex": .integer(ruleIndex),
        ])
    }
}

extension SARIFLog.Location {
    var json: JSONBytes.Value {
        .object(["physicalLocation": .object(["artifactLocation": physicalLocation.artifactLocation.json, "region": physicalLocation.region.json])])
    }
}

extension SARIFLog.ArtifactLocation {
    var json: JSONBytes.Value {
        .object([
            "description": description?.json ?? .absent, "uri": uri.map(JSONBytes.Value.string) ?? .absent,
            "uriBaseId": uriBaseId.map(JSONBytes.Value.string) ?? .absent,
        ])
    }
}

extension SARIFLog.Region {
    var json: JSONBytes.Value {
        .object([
            "endColumn": endColumn.map(JSONBytes.Value.integer) ?? .absent, "startColumn": .integer(startColumn),
            "startLine": .integer(startLine),
        ])
    }
}

extension SARIFLog.Fix {
    var json: JSONBytes.Value {
        .object(["artifactChanges": .array(artifactChanges.map(\.json)), "description": description.json])
    }
}

extension SARIFLog.ArtifactChange {
    var json: JSONBytes.Value {
        .object(["artifactLocation": artifactLocation.json, "replacements": .array(replacements.map(\.json))])
    }
}

extension SARIFLog.Replacement {
    var json: JSONBytes.Value {
        .object(["deletedRegion": deletedRegion.json, "insertedContent": .object(["text": .string(insertedContent.text)])])
    }
}
