/// `{available, returned, collectionURI, items}`, as the API writes every summary list.
extension ResourceListDTO: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("available"); writer.int(available)
        writer.key("returned"); writer.int(returned)
        writer.key("collectionURI"); writer.string(collectionURI)
        writer.key("items"); writer.array(items)
        writer.endObject()
    }
}

/// `{resourceURI, name}`, plus `type` for a story and `role` for a creator when they have one.
extension ResourceSummaryDTO: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("resourceURI"); writer.string(resourceURI)
        writer.key("name"); writer.string(name)
        if let type { writer.key("type"); writer.string(type) }
        if let role { writer.key("role"); writer.string(role) }
        writer.endObject()
    }
}

extension URLDTO: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("type"); writer.string(type)
        writer.key("url"); writer.string(url)
        writer.endObject()
    }
}

extension ImageDTO: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("path"); writer.string(path)
        writer.key("extension"); writer.string(`extension`)
        writer.endObject()
    }
}
