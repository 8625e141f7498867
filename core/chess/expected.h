// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small value-or-error type (std::expected arrives with C++23; we build with C++20).
// Core functions return errors as values that say what went wrong and where.

#include <cassert>
#include <type_traits>
#include <utility>
#include <variant>

namespace kibitz {

template <typename E>
struct Unexpected {
    E error;
};
template <typename E>
Unexpected<std::decay_t<E>> unexpected(E&& e)
{
    return {std::forward<E>(e)};
}

template <typename T, typename E>
class [[nodiscard]] Expected {
public:
    Expected(const T& value)
        : m_v(std::in_place_index<0>, value)
    {}
    Expected(T&& value)
        : m_v(std::in_place_index<0>, std::move(value))
    {}
    template <typename G>
    Expected(Unexpected<G> e)
        : m_v(std::in_place_index<1>, std::move(e.error))
    {}

    bool hasValue() const { return m_v.index() == 0; }
    explicit operator bool() const { return hasValue(); }

    T& value() &
    {
        assert(hasValue());
        return std::get<0>(m_v);
    }
    const T& value() const&
    {
        assert(hasValue());
        return std::get<0>(m_v);
    }
    T&& value() &&
    {
        assert(hasValue());
        return std::get<0>(std::move(m_v));
    }
    const E& error() const
    {
        assert(!hasValue());
        return std::get<1>(m_v);
    }
    T valueOr(T fallback) const { return hasValue() ? std::get<0>(m_v) : std::move(fallback); }

    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

private:
    std::variant<T, E> m_v;
};

} // namespace kibitz
