// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A minimal streaming JSON writer for the CLI's --json output: one value per line,
// keys in the order written, strings escaped per RFC 8259. Every command prints its answer
// with print(), so that each --json answer is the same one line.

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace kibitz::cli {

class JsonWriter {
public:
    JsonWriter& beginObject() { return open('{'); }
    JsonWriter& endObject() { return close('}'); }
    JsonWriter& beginArray() { return open('['); }
    JsonWriter& endArray() { return close(']'); }

    JsonWriter& key(std::string_view k)
    {
        separate();
        string(k);
        m_out += ':';
        m_afterKey = true;
        return *this;
    }
    JsonWriter& value(std::string_view s)
    {
        separate();
        string(s);
        return *this;
    }
    JsonWriter& value(const char* s) { return value(std::string_view(s)); }
    JsonWriter& value(bool b)
    {
        separate();
        m_out += b ? "true" : "false";
        return *this;
    }
    JsonWriter& value(std::int64_t n)
    {
        separate();
        m_out += std::to_string(n);
        return *this;
    }
    JsonWriter& value(std::uint64_t n)
    {
        separate();
        m_out += std::to_string(n);
        return *this;
    }
    JsonWriter& value(int n) { return value(std::int64_t(n)); }
    // Not finite (infinite Elo, say): null.
    JsonWriter& value(double d)
    {
        separate();
        if (!std::isfinite(d)) {
            m_out += "null";
            return *this;
        }
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.6g", d);
        m_out += buf;
        return *this;
    }
    JsonWriter& null()
    {
        separate();
        m_out += "null";
        return *this;
    }
    template <typename T>
    JsonWriter& field(std::string_view k, T v)
    {
        key(k);
        return value(v);
    }

    const std::string& str() const { return m_out; }
    // The value written, as one line on `to`.
    void print(std::FILE* to = stdout) const { std::fprintf(to, "%s\n", m_out.c_str()); }

private:
    JsonWriter& open(char c)
    {
        separate();
        m_out += c;
        m_first = true;
        return *this;
    }
    JsonWriter& close(char c)
    {
        m_out += c;
        m_first = false;
        return *this;
    }
    void separate()
    {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (!m_first && !m_out.empty()) m_out += ',';
        m_first = false;
    }
    void string(std::string_view s)
    {
        m_out += '"';
        for (const char c : s) {
            switch (c) {
            case '"':
                m_out += "\\\"";
                break;
            case '\\':
                m_out += "\\\\";
                break;
            case '\n':
                m_out += "\\n";
                break;
            case '\r':
                m_out += "\\r";
                break;
            case '\t':
                m_out += "\\t";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    static const char hex[] = "0123456789abcdef";
                    m_out += "\\u00";
                    m_out += hex[(c >> 4) & 0xF];
                    m_out += hex[c & 0xF];
                } else {
                    m_out += c;
                }
            }
        }
        m_out += '"';
    }

    std::string m_out;
    bool m_first = true;
    bool m_afterKey = false;
};

} // namespace kibitz::cli
