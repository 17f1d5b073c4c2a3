import Foundation
import GRDB
import Testing

@testable import CorpusIndex

/// The bulk inserts bind their values through SQLite's C interface: what is read back must be what
/// was bound (an empty text is not NULL, a slice is its own bytes), and a failed row must surface as
/// GRDB's error, naming the statement, without leaving the inserter unusable.
@Suite struct RowInserterTests {
    static func database() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, note TEXT, size INTEGER NOT NULL)")
        }
        return queue
    }

    @Test func valuesComeBackAsBound() throws {
        let queue = try Self.database()
        let paragraph = "前の文。サブスクリプションの特典。後の文。"
        let slice = paragraph[paragraph.index(paragraph.startIndex, offsetBy: 4)..<paragraph.index(paragraph.startIndex, offsetBy: 16)]
        let rows = try queue.write { db -> [Row] in
            let insert = try RowInserter("INSERT INTO item (name, note, size) VALUES (?, ?, ?)", in: db)
            try insert.insert { row in
                row.text("")
                row.optionalText(nil)
                row.integer(0)
            }
            #expect(insert.lastInsertedRowID == 1)
            try insert.insert { row in
                row.text(slice)
                row.optionalText("ＳｔｏｒｅＫｉｔ — 订阅")
                row.integer(Int64.max)
            }
            #expect(insert.lastInsertedRowID == 2)
            return try Row.fetchAll(db, sql: "SELECT name, note, size, typeof(name) AS kind FROM item ORDER BY id")
        }
        #expect(rows.count == 2)
        #expect(rows[0]["name"] as String == "" && rows[0]["kind"] as String == "text")
        #expect((rows[0]["note"] as String?) == nil && rows[0]["size"] as Int64 == 0)
        #expect(rows[1]["name"] as String == "サブスクリプションの特典")
        #expect(rows[1]["note"] as String == "ＳｔｏｒｅＫｉｔ — 订阅" && rows[1]["size"] as Int64 == Int64.max)
    }

    @Test func aRejectedRowThrowsTheDatabaseErrorAndTheNextRowStillGoesIn() throws {
        let queue = try Self.database()
        let count = try queue.write { db -> Int in
            let insert = try RowInserter("INSERT INTO item (id, name, size) VALUES (?, ?, ?)", in: db)
            try insert.insert { row in
                row.integer(7)
                row.text("first")
                row.integer(1)
            }
            do {
                try insert.insert { row in
                    row.integer(7)
                    row.text("same id")
                    row.integer(2)
                }
                Issue.record("a second row with the same id was inserted")
            } catch let error as DatabaseError {
                #expect(error.resultCode == .SQLITE_CONSTRAINT)
                #expect(error.sql?.contains("INSERT INTO item") == true)
                #expect(error.message?.contains("item.id") == true, "\(error)")
            }
            try insert.insert { row in
                row.integer(8)
                row.text("second")
                row.integer(3)
            }
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM item") ?? 0
        }
        #expect(count == 2)
    }
}
