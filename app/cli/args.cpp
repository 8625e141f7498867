// SPDX-License-Identifier: GPL-3.0-or-later
#include "args.h"

#include <charconv>

namespace kibitz::cli {

bool Args::flag(std::string_view name)
{
    bool found = false;
    for (std::size_t i = 0; i < m_args.size(); ++i)
        if (!m_used[i] && m_args[i] == name) m_used[i] = found = true;
    return found;
}

std::optional<std::string> Args::option(std::string_view name, std::optional<UsageError>& error)
{
    // The last value wins; an option left without its value gives none.
    bool missingValue = false;
    std::vector<std::string> values = collect(name, error, missingValue);
    if (missingValue || values.empty()) return std::nullopt;
    return std::move(values.back());
}

std::vector<std::string> Args::options(std::string_view name, std::optional<UsageError>& error)
{
    bool missingValue = false;
    return collect(name, error, missingValue);
}

std::vector<std::string> Args::collect(std::string_view name, std::optional<UsageError>& error,
                                       bool& missingValue)
{
    std::vector<std::string> values;
    for (std::size_t i = 0; i < m_args.size(); ++i) {
        if (m_used[i]) continue;
        const std::string& a = m_args[i];
        if (a == name) {
            m_used[i] = true;
            if (i + 1 >= m_args.size()) {
                if (!error)
                    error =
                        UsageError{m_command + ": option " + std::string(name) + " needs a value"};
                missingValue = true;
                break;
            }
            m_used[i + 1] = true;
            values.push_back(m_args[++i]);
        } else if (a.size() > name.size() && a.starts_with(name) && a[name.size()] == '=') {
            m_used[i] = true;
            values.push_back(a.substr(name.size() + 1));
        }
    }
    return values;
}

std::optional<long long> Args::integer(std::string_view name, long long min, long long max,
                                       std::optional<UsageError>& error)
{
    const auto text = option(name, error);
    if (!text) return std::nullopt;
    long long v = 0;
    const auto [ptr, ec] = std::from_chars(text->data(), text->data() + text->size(), v);
    if (ec != std::errc() || ptr != text->data() + text->size() || v < min || v > max) {
        if (!error)
            error = UsageError{m_command + ": " + std::string(name)
                               + " must be a whole number from " + std::to_string(min) + " to "
                               + std::to_string(max) + ", not '" + *text + "'"};
        return std::nullopt;
    }
    return v;
}

std::string Args::takeSubcommand()
{
    for (std::size_t i = 0; i < m_args.size(); ++i) {
        if (m_used[i] || m_args[i].starts_with("--")) continue;
        m_used[i] = true;
        return m_args[i];
    }
    return {};
}

bool Args::takeLeading(std::string_view word)
{
    if (m_args.empty() || m_used[0] || m_args[0] != word) return false;
    m_used[0] = true;
    return true;
}

std::vector<std::string> Args::positionals(std::optional<UsageError>& error)
{
    std::vector<std::string> out;
    for (std::size_t i = 0; i < m_args.size(); ++i) {
        if (m_used[i]) continue;
        m_used[i] = true;
        const std::string& a = m_args[i];
        if (a.size() > 2 && a.starts_with("--")) {
            if (!error) error = UsageError{m_command + ": unknown option " + a};
            continue;
        }
        out.push_back(a);
    }
    return out;
}

void Args::noPositionals(std::string_view who, std::optional<UsageError>& error)
{
    const std::vector<std::string> rest = positionals(error);
    if (!error && !rest.empty())
        error = UsageError{std::string(who) + ": unexpected argument '" + rest[0] + "'"};
}

std::string Args::onePositional(std::string_view who, std::string_view expected,
                                std::optional<UsageError>& error)
{
    std::vector<std::string> rest = positionals(error);
    if (error) return {};
    if (rest.size() != 1) {
        error = UsageError{std::string(who) + ": " + std::string(expected)};
        return {};
    }
    return std::move(rest[0]);
}

int runSubcommand(Args& args, std::optional<UsageError>& usage, std::string_view who,
                  std::initializer_list<Subcommand> subcommands, std::string_view expected)
{
    const std::string sub = args.takeSubcommand();
    for (const Subcommand& s : subcommands)
        if (s.name == sub) return s.run(args, usage);
    std::string message(who);
    if (!sub.empty()) message += ": unknown subcommand '" + sub + "'";
    message += ": expected a subcommand: ";
    message += expected;
    usage = UsageError{std::move(message)};
    return 2;
}

} // namespace kibitz::cli
