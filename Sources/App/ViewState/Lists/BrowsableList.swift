import TerminalUI

/// A list the user scrolls, filters and selects in: the heroes and the stories.
///
/// Items arrive page by page; the filtered view is kept as indices into `items` and extended
/// incrementally as pages arrive, so a list of 10,000 stories never refilters from scratch on
/// each page. The selection is a row of the filtered view; the scroll offset is stored here so
/// that the screen and the reducer agree on what is visible.
public struct BrowsableList<Item: ListItem>: Sendable, Equatable {
    /// Everything loaded so far, newest first (the server's order).
    public private(set) var items: [Item] = [] { didSet { revision &+= 1 } }
    /// The server's total, known from the first page on, so the count shows at once.
    public var total: Int?
    /// Whether more pages are being fetched.
    public var isLoading = false
    /// Why the last load failed, shown in the pane.
    public var loadError: String?
    public private(set) var filter = ListFilter()
    /// Indices into `items` that pass the filter; nil when nothing is filtered.
    public private(set) var matching: [Int]? { didSet { revision &+= 1 } }
    /// Counts the changes to `items` and `matching`, so that telling whether a batch of actions
    /// changed the state needs no copy of them (`AppState.ChangeMark`). Not part of `==`.
    ///
    /// Why: a copy of the state kept across the reducer shares the arrays' storage, and the
    /// next page appended to 10,000 stories then copies all of them, page after page.
    /// The observers count without reading the old value, so `items` is still changed in place.
    public private(set) var revision = 0
    /// The selected row of the filtered view (0 when empty).
    public private(set) var selection = 0
    /// The first row shown, kept between frames so the list scrolls only when it must.
    public var scrollOffset = 0

    public init() {}

    public static func == (lhs: BrowsableList, rhs: BrowsableList) -> Bool {
        lhs.items == rhs.items && lhs.total == rhs.total && lhs.isLoading == rhs.isLoading
            && lhs.loadError == rhs.loadError && lhs.filter == rhs.filter && lhs.matching == rhs.matching
            && lhs.selection == rhs.selection && lhs.scrollOffset == rhs.scrollOffset
    }

    /// This list with no items and nothing filtered, its `revision` kept: the part of it that
    /// `AppState.ChangeMark` compares, holding no reference to the arrays.
    func withoutItems() -> BrowsableList {
        var copy = self
        copy.items = []
        copy.matching = nil
        copy.revision = revision
        return copy
    }

    // MARK: Reading

    /// Rows in the filtered view. Unfiltered, while later pages are still coming, the rows the
    /// server counted but that have not arrived yet are included (drawn as placeholders), so the
    /// first page already shows the whole list's size and the user can start moving.
    public var count: Int {
        if let matching { return matching.count }
        guard isLoading, let total else { return items.count }
        return max(items.count, total)
    }

    /// Loaded items that pass the filter (all loaded items when nothing is filtered): what a
    /// title's "shown/total" counts, unlike `count`, which includes rows still to come.
    public var matchingCount: Int { matching?.count ?? items.count }

    /// Whether `row` is counted but its item has not arrived yet.
    public func isPending(row: Int) -> Bool {
        matching == nil && row >= items.count && row < count
    }

    public var isEmpty: Bool { count == 0 }

    /// The item shown on `row` of the filtered view.
    public func item(atRow row: Int) -> Item? {
        guard row >= 0, row < count else { return nil }
        let index = matching.map { $0[row] } ?? row
        return index < items.count ? items[index] : nil
    }

    public var selectedItem: Item? { item(atRow: selection) }

    public var selectedID: String? { selectedItem?.id }

    /// The loaded item with `id`, if any.
    public func item(withID id: String) -> Item? {
        items.first { $0.id == id }
    }

    /// The row of `id` in the filtered view, if it is visible.
    public func row(ofID id: String) -> Int? {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
        guard let matching else { return index }
        return matching.firstIndex(of: index)
    }

    // MARK: Loading

    /// Replaces everything with a first page; keeps the selection on the same item when it is
    /// still there.
    public mutating func replaceAll(with newItems: [Item], total: Int?) {
        let previous = selectedID
        items = newItems
        self.total = total
        rebuildMatching()
        if let previous, let row = row(ofID: previous) {
            selection = row
        }
        clampSelection()
    }

    /// Adds a later page at the end; only the new items are filtered.
    public mutating func append(_ page: [Item], total: Int?) {
        let start = items.count
        let known = Set(items.suffix(page.count * 2).map(\.id))
        reserveRoom(for: page.count, total: total ?? self.total)
        items.append(contentsOf: page.filter { !known.contains($0.id) })
        if let total { self.total = total }
        if matching != nil {
            let query = filter.normalizedQuery
            for index in start..<items.count where items[index].matches(filter, normalizedQuery: query) {
                matching?.append(index)
            }
        }
        clampSelection()
    }

    /// Most items the list makes room for ahead of their pages: 100,000 stories is the size
    /// the list is measured at (`make bench`), and a server's total is not trusted beyond it.
    static var reservedItemsLimit: Int { 100_000 }

    /// Makes room for the whole list when the server's total says how many pages will come.
    ///
    /// Why: grown by doubling, 10,000 stories end in room for 16,384, and at each growth the old
    /// and the new storage live side by side (~6 MiB of peak memory for 10,000 summaries);
    /// one allocation of the total's size has neither.
    private mutating func reserveRoom(for incoming: Int, total: Int?) {
        let needed = items.count + incoming
        let expected = min(total ?? 0, Self.reservedItemsLimit)
        // Past the total (or the limit), appending doubles as usual: an exact reservation per
        // page would copy the whole list at every page.
        guard needed > items.capacity, expected >= needed else { return }
        items.reserveCapacity(expected)
    }

    /// No more pages will come (the last arrived, or loading failed): rows that were only
    /// counted go away and the selection stays inside what is there.
    public mutating func finishLoading() {
        isLoading = false
        clampSelection()
    }

    /// Clears the list (another hero, signed out).
    public mutating func reset() {
        // The revision goes on counting: back at 0, a later change could meet an old mark's number.
        let next = revision &+ 1
        self = BrowsableList(filter: filter)
        revision = next
    }

    private init(filter: ListFilter) {
        self.filter = filter
        if filter.isActive { matching = [] }
    }

    // MARK: Changing items

    /// Puts a new item at the top (a story just started) and selects it when it is visible.
    public mutating func insertAtTop(_ item: Item, select: Bool) {
        let previous = selectedID
        items.removeAll { $0.id == item.id }
        items.insert(item, at: 0)
        if let total { self.total = total + 1 }
        rebuildMatching()
        if select, let row = row(ofID: item.id) {
            selection = row
        } else if let previous, let row = row(ofID: previous) {
            selection = row
        }
        clampSelection()
    }

    /// Replaces the loaded item with the same id; answers whether there was one.
    @discardableResult
    public mutating func update(_ item: Item) -> Bool {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return false }
        let wasMatching = matching.map { $0.contains(index) } ?? true
        items[index] = item
        let nowMatching = !filter.isActive || item.matches(filter, normalizedQuery: filter.normalizedQuery)
        if wasMatching != nowMatching {
            let previous = selectedID
            rebuildMatching()
            if let previous, let row = row(ofID: previous) { selection = row }
            clampSelection()
        }
        return true
    }

    /// Removes the item with `id`; the selection stays on the same row (the next item).
    public mutating func remove(id: String) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items.remove(at: index)
        if let total { self.total = max(0, total - 1) }
        if matching != nil { rebuildMatching() }
        clampSelection()
    }

    // MARK: Filtering

    /// Applies a new filter, keeping the selected item selected when it still matches.
    public mutating func setFilter(_ newFilter: ListFilter) {
        guard newFilter != filter else { return }
        let previous = selectedID
        filter = newFilter
        rebuildMatching()
        if let previous, let row = row(ofID: previous) {
            selection = row
        } else {
            selection = 0
        }
        clampSelection()
    }

    private mutating func rebuildMatching() {
        guard filter.isActive else {
            matching = nil
            return
        }
        let query = filter.normalizedQuery
        matching = items.indices.filter { items[$0].matches(filter, normalizedQuery: query) }
    }

    // MARK: Selection

    /// Selects `row`, clamped to the list, and scrolls it into a view `pageSize` rows tall.
    public mutating func select(row: Int, pageSize: Int) {
        selection = row
        clampSelection()
        keepSelectionVisible(pageSize: pageSize)
    }

    /// Moves the selection by `delta` rows (negative is up).
    public mutating func moveSelection(by delta: Int, pageSize: Int) {
        select(row: selection.saturatingAdd(delta), pageSize: pageSize)
    }

    /// Selects the item with `id` when it is visible; answers whether it was.
    @discardableResult
    public mutating func select(id: String, pageSize: Int) -> Bool {
        guard let row = row(ofID: id) else { return false }
        select(row: row, pageSize: pageSize)
        return true
    }

    /// Adjusts the scroll offset the way `ListView` will, for a list area `height` rows tall.
    public mutating func keepSelectionVisible(pageSize height: Int) {
        let rows = ListView.visibleRowCount(height: height, count: count, showsPositionIndicator: true)
        scrollOffset = ListViewport.scrollOffset(
            selected: isEmpty ? nil : selection, previousOffset: scrollOffset, visibleRows: rows, count: count
        )
    }

    private mutating func clampSelection() {
        selection = count == 0 ? 0 : min(max(0, selection), count - 1)
    }
}
