import GRDB
import GRDBSQLite

/// An `INSERT` statement run through SQLite's C interface: a build inserts millions of rows
/// (segments and their words, term lines, claims), and binding each row's values through GRDB's
/// `StatementArguments` (an array of boxed values per row) took as long as SQLite's own work.
///
/// Only for statements of this module's own text inside a transaction GRDB opened; errors come back
/// as GRDB's `DatabaseError`, like every other failure of a write.
struct RowInserter {
    private let statement: Statement
    private let handle: SQLiteStatement
    private let connection: SQLiteConnection

    init(_ sql: String, in db: Database) throws {
        guard let connection = db.sqliteConnection else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the database connection is closed", sql: sql)
        }
        statement = try db.makeStatement(sql: sql)
        handle = statement.sqliteStatement
        self.connection = connection
    }

    /// Binds the row's values (through `bind`, which calls `row.text`, `row.integer` and
    /// `row.optionalText` for each parameter in order) and inserts it.
    func insert(_ bind: (inout Row) -> Void) throws {
        sqlite3_reset(handle)
        var row = Row(handle: handle)
        bind(&row)
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            sqlite3_reset(handle)
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)), sql: statement.sql)
        }
    }

    /// The row id of the row inserted last on the connection.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(connection) }

    /// The parameters of one row, bound in order from the first.
    struct Row {
        fileprivate let handle: SQLiteStatement
        private var index: Int32 = 0

        fileprivate init(handle: SQLiteStatement) { self.handle = handle }

        /// SQLite copies the bytes (the string's storage is not ours to lend past the call).
        private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

        mutating func text(_ value: String) {
            text(Substring(value))
        }

        /// A slice's bytes, bound without first copying them into a string of their own.
        mutating func text(_ value: Substring) {
            index += 1
            var value = value
            let index = index
            value.withUTF8 { bytes in
                // An empty buffer may have no address, which SQLite would take for NULL.
                if let base = bytes.baseAddress {
                    _ = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                        sqlite3_bind_text(handle, index, $0, Int32(bytes.count), Self.transient)
                    }
                } else {
                    _ = sqlite3_bind_text(handle, index, "", 0, Self.transient)
                }
            }
        }

        mutating func optionalText(_ value: String?) {
            guard let value else {
                index += 1
                sqlite3_bind_null(handle, index)
                return
            }
            text(value)
        }

        mutating func integer(_ value: Int) {
            index += 1
            sqlite3_bind_int64(handle, index, Int64(value))
        }

        mutating func integer(_ value: Int64) {
            index += 1
            sqlite3_bind_int64(handle, index, value)
        }
    }
}
