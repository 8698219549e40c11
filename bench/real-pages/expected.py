# What recipe-scrapers' own tests say each saved page holds: `python3 expected.py <source tree>` prints, as JSON,
# one entry per site test with a saved HTML page (tests/test_data/<name>.testhtml) and the title, ingredients and
# instructions its scraper must read (the literal arguments of the tests' assertEqual). Tests that serve several
# pages or a JSON file are left out.
import ast
import json
import os
import re
import sys

root = sys.argv[1]
WANTED = ("test_title", "test_ingredients", "test_instructions", "test_instructions_list")


def expected_values(cls):
    """The class's scraper, saved page name, whether it serves its own requests, and the literal each wanted test expects."""
    fields, scraper, file_name, extension, custom = {}, None, None, "testhtml", False
    for item in cls.body:
        if isinstance(item, ast.Assign) and isinstance(item.targets[0], ast.Name):
            target = item.targets[0].id
            if target == "scraper_class" and isinstance(item.value, ast.Name):
                scraper = item.value.id
            elif target == "test_file_name":
                file_name = ast.literal_eval(item.value)
            elif target == "test_file_extension":
                extension = ast.literal_eval(item.value)
        if isinstance(item, ast.FunctionDef):
            custom = custom or item.name == "expected_requests"
            if item.name not in WANTED:
                continue
            for node in ast.walk(item):
                if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "assertEqual":
                    for argument in node.args:
                        try:
                            fields[item.name] = ast.literal_eval(argument)
                            break
                        except ValueError:
                            continue
                    break
    return scraper, file_name, extension, custom, fields


pages = []
for name in sorted(os.listdir(f"{root}/tests")):
    if not (name.startswith("test_") and name.endswith(".py")):
        continue
    source = open(f"{root}/tests/{name}", encoding="utf-8").read()
    url = re.search(r"#\s*(https?://\S+)", source)
    for cls in (node for node in ast.parse(source).body if isinstance(node, ast.ClassDef)):
        scraper, file_name, extension, custom, fields = expected_values(cls)
        page = f"tests/test_data/{file_name or (scraper or '').lower()}.testhtml"
        if not scraper or custom or extension != "testhtml" or not os.path.exists(f"{root}/{page}"):
            continue
        instructions = fields.get("test_instructions")
        if instructions is None and isinstance(fields.get("test_instructions_list"), list):
            instructions = "\n".join(fields["test_instructions_list"])
        title, ingredients = fields.get("test_title"), fields.get("test_ingredients")
        if not (isinstance(title, str) and isinstance(ingredients, list) and isinstance(instructions, str)):
            continue
        pages.append(
            {
                "site": name[len("test_") : -len(".py")],
                "url": url.group(1) if url else None,
                "page": page,
                "title": title,
                "ingredients": ingredients,
                "instructions": [line for line in instructions.split("\n") if line.strip()],
            }
        )
json.dump(pages, sys.stdout, ensure_ascii=False)
